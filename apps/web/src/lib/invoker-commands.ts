/**
 * Whether this browser opens and closes a dialog from a button's `commandfor` and `command`
 * alone (invoker commands), without script. Part of the entry (early-taps.ts): imports nothing.
 */
export function invokerCommandsWork(): boolean {
  return 'commandForElement' in HTMLButtonElement.prototype;
}
