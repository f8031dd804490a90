export * from './constants';
export * from './id-codec';
export * from './money';
export * from './validation';
export type * from './envelope';
export type * from './api-types';
