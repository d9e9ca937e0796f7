export * from './calculation';
export * from './errors';
export * from './paths';
