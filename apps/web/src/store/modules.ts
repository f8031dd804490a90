import type { ModuleName } from '@kesariya/shared';
import { useAppSelector } from './hooks';
import type { RootState } from './index';
import { selectModulesLoadState } from './load-states';
import { selectModuleEnabled } from './selectors';

/** Whether the module configuration has not arrived yet (nothing read so far, or still asking). */
export const selectModulesPending = (state: RootState) => {
  const { status, items } = selectModulesLoadState(state);
  return items.length === 0 && (status === 'idle' || status === 'loading');
};

/**
 * Whether a module's menus and screens show (docs/decisions.md, Module configuration). Until the
 * configuration has been read, or when reading it failed, nothing is hidden: a shopper's wallet
 * should not vanish because one start-up request did not come back.
 */
export function selectModuleOn(state: RootState, name: ModuleName): boolean {
  const { status, items } = selectModulesLoadState(state);
  const known = status === 'succeeded' || items.length > 0;
  return !known || selectModuleEnabled(state, name);
}

/** `useModuleOn('wallet')`: the one way screens and menus ask whether a module is on. */
export function useModuleOn(name: ModuleName): boolean {
  return useAppSelector((state) => selectModuleOn(state, name));
}
