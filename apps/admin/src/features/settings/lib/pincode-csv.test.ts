import { describe, expect, it } from 'vitest';
import { pincodesFromCsv } from './pincode-csv';

describe('pincodesFromCsv', () => {
  it('reads the column headed pincode', () => {
    expect(pincodesFromCsv('city,Pincode\r\nDelhi,"110001"\nMumbai,400001\n\n')).toEqual([
      '110001',
      '400001',
    ]);
  });

  it('reads the first column of a file without a header, and keeps what is not a pincode', () => {
    expect(pincodesFromCsv('\uFEFF560001,Bengaluru\n5600X1\n')).toEqual(['560001', '5600X1']);
  });

  it('skips a header that names no pincode column', () => {
    expect(pincodesFromCsv('PIN,area\n700001,Kolkata')).toEqual(['700001']);
    expect(pincodesFromCsv('code\n700001')).toEqual(['700001']);
  });
});
