import type { ModuleName } from '@kesariya/shared';
import { useAppSelector } from './hooks';
import type { RootState } from './index';
import { selectModulesLoadState } from './load-states';

/**
 * Whether a module's menus and screens show (docs/decisions/back-office.md, Module configuration):
 * only an entry of the configuration switches one off. Until the configuration has been read, or
 * when reading it failed, nothing is hidden: a shopper's wallet should not vanish because one
 * start-up request did not come back.
 */
export function selectModuleOn(state: RootState, name: ModuleName): boolean {
  const entry = selectModulesLoadState(state).items.find(
    (m) => m.module_name.toLowerCase() === name,
  );
  return !entry || entry.status.toUpperCase() === 'Y';
}

/** `useModuleOn('wallet')`: the one way screens and menus ask whether a module is on. */
export function useModuleOn(name: ModuleName): boolean {
  return useAppSelector((state) => selectModuleOn(state, name));
}
