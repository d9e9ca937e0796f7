export type { MailLimitDeps } from './mail-limits';
export { reserveMails, senderOf } from './mail-limits';
