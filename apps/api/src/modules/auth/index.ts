export { findUserByEmail } from './auth.service';
export { handoverPage } from './handover-page';
export { clearSessionCookie, endAllSessions, handoverData } from './sessions';
export { issueToken } from './user-tokens';
