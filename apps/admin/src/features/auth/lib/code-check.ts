import { TWO_FACTOR_CODE_DIGITS } from '@kesariya/shared';

/**
 * The second step's own check before it is sent: six digits from the app (a space or dash inside
 * allowed), or a recovery code of ten letters and digits.
 */
export function checkSecondFactor(typed: string, recovery: boolean): string | null {
  const compact = typed.replace(/[\s-]/g, '');
  if (recovery) {
    if (!compact) return 'Type one of your recovery codes';
    if (!/^[0-9a-z]{10}$/i.test(compact)) return 'A recovery code is 10 letters and digits';
    return null;
  }
  if (!compact) return `Type the ${TWO_FACTOR_CODE_DIGITS}-digit code from your app`;
  if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(compact))
    return `The code is ${TWO_FACTOR_CODE_DIGITS} digits, like 123 456`;
  return null;
}
