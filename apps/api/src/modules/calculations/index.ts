export { changeStatus } from './change-status';
export { saveCalculation } from './save-calculation';
