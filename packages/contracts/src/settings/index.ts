export * from './csv';
export * from './fields';
export * from './import-rows';
export * from './schemas';
