export { saveCost } from './costs.service';
export { startFirstLocation, updateLocations } from './locations.service';
export { savePackage } from './packages.service';
export { saveWcCodes } from './wc.service';
