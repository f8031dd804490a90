import { describe, expect, it } from 'vitest';
import { returnableOrder } from '@/test/return-fixtures';
import { fieldOfServerMessage, replacementSizes } from './return-form';

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

describe('fieldOfServerMessage', () => {
  it('places a message that names a field beside that field, and any other above the button', () => {
    expect(fieldOfServerMessage('photo must be at most 8 MB')).toBe('photo');
    expect(fieldOfServerMessage('item_ids must be up to 50 ids separated by commas')).toBe('items');
    expect(fieldOfServerMessage('address_id must be a positive whole number')).toBe('address');
    expect(fieldOfServerMessage('Ink Blue Kurta is sold out in size L')).toBeNull();
    expect(fieldOfServerMessage('This order has not been delivered yet')).toBeNull();
  });
});
