import { randomBytes } from 'node:crypto';

/**
 * Codes a person reads off a screen, a log or paper and types back (the first owner's setup code,
 * two-factor recovery codes), in Crockford's base 32: no I, L, O or U, so none is read two ways.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `groups` groups of `length` random characters joined by dashes: 5 bits a character. */
export function newTypedCode(groups: number, length: number): string {
  // 256 is a multiple of 32, so each character is as likely as any other.
  const characters = [...randomBytes(groups * length)].map((byte) => ALPHABET[byte % 32]);
  const parts: string[] = [];
  for (let i = 0; i < characters.length; i += length)
    parts.push(characters.slice(i, i + length).join(''));
  return parts.join('-');
}

/** A code as typed: any case, spaces or dashes anywhere, O for 0 and I or L for 1. */
export function normaliseTypedCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
