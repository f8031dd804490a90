import { describe, expect, it } from 'vitest';
import { returnableOrder } from '@/test/return-fixtures';
import { problemsOfRefusal, replacementSizes } from './return-form';

describe('replacementSizes', () => {
  const [kurta, dupatta] = returnableOrder().items;
  const twoKurtas = { ...kurta!, order_item_id: 40, qty: 2 };

  it('offers the sizes every chosen item has in stock, in the first item’s order', () => {
    expect(replacementSizes([kurta!, dupatta!], [])).toEqual([]);
    expect(replacementSizes([kurta!, dupatta!], [31])).toEqual(['L', 'XL']);
    expect(replacementSizes([kurta!, dupatta!], [31, 32])).toEqual([]);
  });

  it('leaves out a size with fewer pieces than the line asks back', () => {
    // One XL is in stock; two pieces cannot be replaced in it.
    expect(replacementSizes([twoKurtas], [40])).toEqual(['L']);
  });
});

describe('problemsOfRefusal', () => {
  it("places each refused field's message beside the form's field", () => {
    expect(
      problemsOfRefusal({
        photo: 'photo must be at most 8 MB',
        item_ids: 'Item 9 is not part of this order',
        address_id: 'Address not found',
        size: 'Ink Blue Kurta is sold out in size L',
      }),
    ).toEqual({
      photo: 'photo must be at most 8 MB',
      items: 'Item 9 is not part of this order',
      address: 'Address not found',
      size: 'Ink Blue Kurta is sold out in size L',
    });
  });

  it('places nothing for a field the form does not show, nor for a refusal without fields', () => {
    expect(problemsOfRefusal({ sale_id: 'This order has not been delivered yet' })).toEqual({});
    expect(problemsOfRefusal({})).toEqual({});
  });
});
