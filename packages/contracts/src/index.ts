export * from './calculation';
export * from './errors';
export * from './limits';
export * from './paths';
