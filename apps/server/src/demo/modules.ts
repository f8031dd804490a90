import { MODULE_NAMES } from '@kesariya/shared';

/**
 * Module configuration (docs/decisions/back-office.md, Module configuration); the demo enables them
 * all.
 */
export const MODULES: readonly string[] = MODULE_NAMES;
