import type { DbOrTx } from '../../../db/client';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import { deleteUserTokens, insertUserToken, useToken } from './auth.repo';

export type TokenPurpose = 'confirm_email' | 'reset_password' | 'handover' | 'change_email';

/** Lifetimes: links in e-mails last long enough to be read; hand-overs only cover one redirect. */
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
  handover: 5 * 60_000,
  change_email: 15 * 60_000,
};

/** Issues a one-time token; e-mailed kinds replace the user's earlier unused ones. */
export async function issueToken(
  db: DbOrTx,
  options: {
    userId: number;
    purpose: TokenPurpose;
    /** The clock's now: the token lasts its purpose's lifetime from it. */
    now: Date;
    data?: string;
    token?: string;
    tokenHash?: string;
  },
): Promise<string> {
  const token = options.token ?? newToken();
  if (options.purpose !== 'handover') {
    await deleteUserTokens(db, options.userId, options.purpose);
  }
  await insertUserToken(db, {
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: options.tokenHash ?? hashToken(token),
    data: options.data,
    expiresAt: new Date(options.now.getTime() + TOKEN_TTL_MS[options.purpose]),
  });
  return token;
}

/** Marks a valid, unused, unexpired token used (atomically, so it works once) and returns its row. */
export async function consumeToken(db: DbOrTx, purpose: TokenPurpose, token: string, now: Date) {
  return useToken(db, purpose, hashToken(token), now);
}
