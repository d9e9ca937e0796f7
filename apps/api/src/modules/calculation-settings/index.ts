export { saveCost } from './costs.service';
export { startFirstLocation, updateLocations } from './locations.service';
export { savePackage } from './packages.service';
export { recordAudit } from './settings-audit.repo';
export { saveWcCodes } from './wc.service';
