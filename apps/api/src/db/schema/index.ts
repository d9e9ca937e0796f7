export * from './accounts';
export * from './calculations';
export * from './reference';
export * from './settings';
export * from './tenancy';
