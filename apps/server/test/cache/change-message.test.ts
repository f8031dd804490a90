import { describe, expect, it } from 'vitest';
import { decodeChangeMessage, encodeChangeMessage } from '../../src/cache/change-message';

describe('catalogue change messages between instances', () => {
  it('carry the products whose stock changed and whether a size crossed zero', () => {
    const change = { kind: 'stock', productIds: [4, 17], crossedZero: false } as const;
    expect(decodeChangeMessage(encodeChangeMessage('instance-a', change))).toEqual({
      from: 'instance-a',
      change,
    });
    expect(decodeChangeMessage(encodeChangeMessage('b', { kind: 'all' }))).toEqual({
      from: 'b',
      change: { kind: 'all' },
    });
  });

  it('empty everything when a message cannot be read', () => {
    for (const message of [
      'a1b2c3d4-0000-4000-8000-000000000000', // an older server sent its id alone
      '{"from":"x","change":{"kind":"stock","productIds":["4"],"crossedZero":false}}',
      '{"from":"x","change":{"kind":"stock","productIds":[4]}}',
      '{"change":{"kind":"stock","productIds":[4],"crossedZero":false}}',
      'null',
    ]) {
      expect(decodeChangeMessage(message), message).toEqual({
        from: null,
        change: { kind: 'all' },
      });
    }
  });
});
