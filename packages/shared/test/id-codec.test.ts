import { describe, expect, it } from 'vitest';
import { capitalizeWords, decodeId, encodeId, productSlug } from '../src';

describe('encoded ids in page URLs', () => {
  it('encodes ids as base64 without the trailing padding', () => {
    expect(encodeId(1)).toBe('MQ');
    expect(encodeId(2)).toBe('Mg');
    expect(encodeId(123)).toBe('MTIz');
  });

  it('decodes what it encodes', () => {
    for (const id of [1, 2, 9, 10, 123, 4567, 99999]) expect(decodeId(encodeId(id))).toBe(id);
  });

  it('refuses text that is not an encoded positive id', () => {
    for (const bad of ['', '!!', 'YWJj', 'MA', 'LTE']) expect(decodeId(bad)).toBeNull();
  });
});

describe('product slugs and titles', () => {
  it('lowercases names and turns spaces into hyphens', () => {
    expect(productSlug('Maroon Banarasi Silk Saree')).toBe('maroon-banarasi-silk-saree');
  });

  it('capitalises each word of a category title', () => {
    expect(capitalizeWords("WOMEN'S kurtas and kurtis")).toBe("Women's Kurtas And Kurtis");
  });
});
