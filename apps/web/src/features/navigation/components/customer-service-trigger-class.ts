/**
 * The look of the Customer Service button, shared by its light placeholder and the lazily loaded
 * menu that replaces it; its own module, so neither file imports the other.
 */
export const triggerClass =
  'flex h-11 items-center gap-1 px-3 text-sm font-medium text-ink hover:text-brand data-[state=open]:text-brand';
