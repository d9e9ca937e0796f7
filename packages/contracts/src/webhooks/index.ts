export * from './endpoints';
export * from './events';
export * from './limits';
