import { accountMessages } from '@app/contracts/accounts/messages';
import type { UpdateNameBody, UpdatePasswordBody } from '@app/contracts/accounts/user';
import { ErrorCode } from '@app/contracts/errors';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, organizationUsers, sessions, users, userTokens } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { hashToken, newOtp } from '../../platform/auth/tokens';
import { changeEmailOtpMail } from '../../platform/mail/templates';
import { replaceImage } from '../../platform/storage/images';
import { AppError } from '../../plugins/app-error';
import type { AuthUser } from '../../plugins/auth';
import { findUserByEmail } from '../auth/auth.service';
import type { AccountsDeps } from '../auth/deps';
import { endAllSessions } from '../auth/sessions';
import { issueToken } from '../auth/user-tokens';

const MAX_OTP_ATTEMPTS = 5;

/**
 * Members of the demo organisation cannot change name, e-mail or password
 * (docs/product/organizations-and-roles.md#organisation).
 */
async function assertNotDemo(db: DbOrTx, userId: number) {
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .where(and(eq(organizationUsers.userId, userId), eq(organizations.businessDomain, 'demo')))
    .limit(1);
  if (demo) throw new AppError(ErrorCode.Forbidden, accountMessages.demoLocked);
}

export async function updateName(db: DbOrTx, user: AuthUser, input: UpdateNameBody) {
  await assertNotDemo(db, user.id);
  await db
    .update(users)
    .set({ firstName: input.first_name, lastName: input.last_name })
    .where(eq(users.id, user.id));
}

/** Checks the old password, stores the new one and signs out the user's other sessions. */
export async function updatePassword(
  db: DbOrTx,
  user: AuthUser,
  sessionId: number,
  input: UpdatePasswordBody,
) {
  await assertNotDemo(db, user.id);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.old_password))) {
    throw AppError.validation({ old_password: [accountMessages.wrongOldPassword] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
  });
}

const otpHash = (userId: number, code: string) => hashToken(`change_email:${userId}:${code}`);

/** Step 1 of an e-mail change: a 6-digit code goes to the new address; nothing changes until it is entered. */
export async function requestEmailChange(deps: AccountsDeps, user: AuthUser, email: string) {
  await assertNotDemo(deps.db, user.id);
  if (email === user.email) throw AppError.validation({ email: ['This is already your e-mail address'] });
  if (await findUserByEmail(deps.db, email))
    throw AppError.validation({ email: [accountMessages.emailTaken] });
  const code = newOtp();
  await issueToken(deps.db, {
    userId: user.id,
    purpose: 'change_email',
    data: email,
    token: code,
    tokenHash: otpHash(user.id, code),
  });
  await deps.mailer.send(changeEmailOtpMail(email, user.firstName, code));
}

/**
 * Step 2: the right code switches the address and signs the user out everywhere (5 tries per code). Each try is
 * counted before the code is compared (UPDATE ... attempts + 1 RETURNING) and the code is used up atomically, so
 * parallel guesses get no more than five tries between them and a code works once.
 */
export async function verifyEmailChange(db: DbOrTx, user: AuthUser, email: string, code: string) {
  await assertNotDemo(db, user.id);
  const invalid = () => AppError.validation({ otp_code: [accountMessages.otpInvalid] });
  const open = and(
    eq(userTokens.userId, user.id),
    eq(userTokens.purpose, 'change_email'),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  );
  const [latest] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(open)
    .orderBy(desc(userTokens.id))
    .limit(1);
  if (!latest) throw invalid();
  const [token] = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(and(eq(userTokens.id, latest.id), open, lt(userTokens.attempts, MAX_OTP_ATTEMPTS)))
    .returning();
  if (!token || token.data !== email || token.tokenHash !== otpHash(user.id, code.trim())) throw invalid();
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.id, token.id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    if (!claimed) throw invalid();
    if (await findUserByEmail(tx, email)) throw AppError.validation({ email: [accountMessages.emailTaken] });
    await tx.update(users).set({ email }).where(eq(users.id, user.id));
    await endAllSessions(tx, user.id);
  });
}

export async function updateAvatar(deps: AccountsDeps, user: AuthUser, data: Buffer) {
  await replaceImage(deps.storage, 'avatars', data, (url) =>
    deps.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, user.id))
        .for('no key update');
      await tx.update(users).set({ image: url }).where(eq(users.id, user.id));
      return old?.image ?? null;
    }),
  );
}
