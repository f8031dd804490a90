import { describe, expect, it } from 'vitest';
import { readReference } from './ledger-text';

describe('wallet references', () => {
  it('tells an order, a return and a note apart', () => {
    expect(readReference('KSR-2511-000123')).toEqual({ kind: 'order', saleId: 'KSR-2511-000123' });
    expect(readReference('RET-42')).toEqual({ kind: 'return', label: 'RET-42' });
    expect(readReference('Diwali goodwill')).toEqual({ kind: 'text', label: 'Diwali goodwill' });
    expect(readReference(null)).toBeNull();
  });
});
