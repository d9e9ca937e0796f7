export { findCalculation } from './calculations.repo';
export { changeStatus } from './change-status';
export { saveActorOf } from './save-actor';
export { saveCalculation } from './save-calculation';
