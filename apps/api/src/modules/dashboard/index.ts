export { overview } from './dashboard.service';
