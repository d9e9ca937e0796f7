import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random secret for cookies and links: 32 bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak yields no usable session or link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 6-digit one-time code for e-mail changes. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
