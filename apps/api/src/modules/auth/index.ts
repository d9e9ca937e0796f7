export { findUserByEmail } from './auth.service';
export { clearSessionCookie, endAllSessions, handoverData } from './sessions';
export { issueToken } from './user-tokens';
