import { changeFilters, readListingFilters, type ListingFilters } from './listing-query';

/** A choice of the form that the shopper changed from what the page was drawn with. */
function changed(input: HTMLInputElement): boolean {
  return input.type === 'checkbox' || input.type === 'radio'
    ? input.checked !== input.defaultChecked
    : input.value !== input.defaultValue;
}

/**
 * The filters a shopper chose in the phone's filter form before the app ran (the browser ticks
 * its boxes without it), or null if nothing there changed. Hydration keeps what the shopper
 * ticked and makes what the server drew the inputs' defaults, so the two tell the changes apart.
 * A price end the shopper left alone keeps the listing's own, whatever bound the input showed.
 */
export function filtersChosenInForm(
  form: HTMLFormElement,
  filters: ListingFilters,
): ListingFilters | null {
  const inputs = [...form.elements].filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.name !== '' && element.type !== 'hidden',
  );
  if (!inputs.some(changed)) return null;
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') params.append(name, value);
  const chosen = readListingFilters(params);
  const priceChanged = (name: string) => inputs.some((i) => i.name === name && changed(i));
  return changeFilters(filters, {
    subCategory: chosen.subCategory,
    sizes: chosen.sizes,
    colors: chosen.colors,
    minPrice: priceChanged('min_price') ? chosen.minPrice : filters.minPrice,
    maxPrice: priceChanged('max_price') ? chosen.maxPrice : filters.maxPrice,
  });
}
