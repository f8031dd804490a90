/**
 * Whether a product or category shows on the storefront ('Y') or is hidden from it ('N'), in the
 * words of the lists' filter and pill and of the forms' choice.
 */
export const VISIBILITY_LABELS = { Y: 'Shown', N: 'Hidden' } as const;

export const VISIBILITY_FILTER_OPTIONS = [
  { value: 'Y', label: VISIBILITY_LABELS.Y },
  { value: 'N', label: VISIBILITY_LABELS.N },
] as const;

// In a form the choice is made once, so it spells out where the item is shown.
export const VISIBILITY_FORM_OPTIONS = [
  { value: 'Y', label: 'Shown on the store' },
  { value: 'N', label: VISIBILITY_LABELS.N },
] as const;
