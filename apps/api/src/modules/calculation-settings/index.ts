export { saveCost } from './costs.service';
export { startFirstLocation, updateLocations } from './locations.service';
export { savePackage } from './packages.service';
export { recordAudit } from './settings-audit.repo';
export { staleSetting } from './settings-rows';
export { saveWcCodes } from './wc.service';
