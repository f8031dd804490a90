export * from './constants';
export * from './id-codec';
export * from './money';
export * from './validation';
export type * from './envelope';
export type * from './api-types';
export * from './indian-states';
export * from './address-rules';
export type * from './commerce-types';
