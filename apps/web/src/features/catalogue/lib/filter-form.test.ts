import { describe, expect, it } from 'vitest';
import { encodeId } from '@kesariya/shared';
import { filtersChosenInForm } from './filter-form';
import { readListingFilters } from './listing-query';

/** The phone's filter form as the server drew it for `?category=Mg&size=M&sort=newest` (Mg: 2). */
function drawnForm() {
  document.body.innerHTML = `
    <form method="get" action="/products">
      <input type="hidden" name="category" value="Mg">
      <input type="hidden" name="sort" value="newest">
      <input type="radio" name="sub_category" value="${encodeId(3)}">
      <input type="radio" name="sub_category" value="${encodeId(4)}">
      <input type="number" name="min_price" value="499">
      <input type="number" name="max_price" value="8999">
      <input type="checkbox" name="size" value="S">
      <input type="checkbox" name="size" value="M" checked>
      <input type="checkbox" name="color" value="Red">
    </form>`;
  const form = document.querySelector('form')!;
  const input = (name: string, value?: string) =>
    form.querySelector<HTMLInputElement>(`[name="${name}"]${value ? `[value="${value}"]` : ''}`)!;
  return { form, input };
}

const drawnWith = readListingFilters(new URLSearchParams('category=Mg&size=M&sort=newest'));

describe('choices made in the filter form before the app ran', () => {
  it('are none while the form is as the server drew it, price bounds included', () => {
    expect(filtersChosenInForm(drawnForm().form, drawnWith)).toBeNull();
  });

  it('are the boxes ticked and cleared, with a price end only if it was changed', () => {
    const { form, input } = drawnForm();
    input('size', 'S').checked = true;
    input('size', 'M').checked = false;
    input('color', 'Red').checked = true;
    input('sub_category', encodeId(4)).checked = true;
    input('max_price').value = '3000';
    expect(filtersChosenInForm(form, { ...drawnWith, page: 3 })).toEqual({
      ...drawnWith,
      subCategory: 4,
      minPrice: null,
      maxPrice: 3000,
      sizes: ['S'],
      colors: ['Red'],
      page: 1,
    });
  });
});
