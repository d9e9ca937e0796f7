export { createNotifications } from './notifications.repo';
