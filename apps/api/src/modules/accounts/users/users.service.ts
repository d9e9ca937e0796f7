import { accountMessages } from '@app/contracts/accounts/messages';
import type { UpdateNameBody, UpdatePasswordBody } from '@app/contracts/accounts/user';
import { ErrorCode } from '@app/contracts/errors';
import type { DbOrTx } from '../../../db/client';
import { hashPassword, verifyPassword } from '../../../platform/auth/password';
import { hashToken, newOtp } from '../../../platform/auth/tokens';
import { changeEmailOtpMail } from '../../../platform/mail/templates';
import { replaceImage } from '../../../platform/storage/images';
import { AppError } from '../../../plugins/app-error';
import { reserveMails } from '../../mail-limits';
import type { AccountActor } from '../actor';
import { findUserByEmail } from '../auth/auth.service';
import { endAllSessions } from '../auth/sessions';
import { issueToken } from '../auth/user-tokens';
import type { AccountsDeps } from '../deps';
import {
  claimToken,
  countEmailChangeTry,
  deleteOtherSessions,
  isDemoMember,
  swapUserImage,
  updateUser,
} from './users.repo';

const MAX_OTP_ATTEMPTS = 5;

/**
 * Members of the demo organisation cannot change name, e-mail or password
 * (docs/product/organizations-and-roles.md#organisation).
 */
async function assertNotDemo(db: DbOrTx, userId: number) {
  if (await isDemoMember(db, userId)) throw new AppError(ErrorCode.Forbidden, accountMessages.demoLocked);
}

export async function updateName(db: DbOrTx, { actor, ...input }: { actor: AccountActor } & UpdateNameBody) {
  const { user } = actor;
  await assertNotDemo(db, user.id);
  await updateUser(db, user.id, { firstName: input.first_name, lastName: input.last_name });
}

/** Checks the old password, stores the new one and signs out the user's other sessions. */
export async function updatePassword(
  db: DbOrTx,
  { actor, sessionId, ...input }: { actor: AccountActor; sessionId: number } & UpdatePasswordBody,
) {
  const { user } = actor;
  await assertNotDemo(db, user.id);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.old_password))) {
    throw AppError.validation({ old_password: [accountMessages.wrongOldPassword] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteOtherSessions(tx, user.id, sessionId);
  });
}

const otpHash = (userId: number, code: string) => hashToken(`change_email:${userId}:${code}`);

/** Step 1 of an e-mail change: a 6-digit code goes to the new address; nothing changes until it is entered. */
export async function requestEmailChange(
  deps: AccountsDeps,
  { actor, email }: { actor: AccountActor; email: string },
) {
  const { user } = actor;
  await assertNotDemo(deps.db, user.id);
  if (email === user.email) throw AppError.validation({ email: ['This is already your e-mail address'] });
  if (await findUserByEmail(deps.db, email))
    throw AppError.validation({ email: [accountMessages.emailTaken] });
  // The code goes to an address the user typed: counted in their hourly e-mail budget (mail-limits).
  await reserveMails(deps, { kind: 'email_change', organizationId: null, userId: user.id, count: 1 });
  const code = newOtp();
  await issueToken(deps.db, {
    userId: user.id,
    purpose: 'change_email',
    data: email,
    token: code,
    tokenHash: otpHash(user.id, code),
    now: deps.clock.now(),
  });
  await deps.mailer.send(changeEmailOtpMail(email, user.firstName, code));
}

/**
 * Step 2: the right code switches the address and signs the user out everywhere (5 tries per code). Each try is
 * counted before the code is compared (UPDATE ... attempts + 1 RETURNING) and the code is used up atomically, so
 * parallel guesses get no more than five tries between them and a code works once.
 */
export async function verifyEmailChange(
  db: DbOrTx,
  { actor, email, code, now }: { actor: AccountActor; email: string; code: string; now: Date },
) {
  const { user } = actor;
  await assertNotDemo(db, user.id);
  const invalid = () => AppError.validation({ otp_code: [accountMessages.otpInvalid] });
  const token = await countEmailChangeTry(db, user.id, MAX_OTP_ATTEMPTS, now);
  if (!token || token.data !== email || token.tokenHash !== otpHash(user.id, code.trim())) throw invalid();
  await db.transaction(async (tx) => {
    if (!(await claimToken(tx, token.id, now))) throw invalid();
    if (await findUserByEmail(tx, email)) throw AppError.validation({ email: [accountMessages.emailTaken] });
    await updateUser(tx, user.id, { email });
    await endAllSessions(tx, user.id);
  });
}

export async function updateAvatar(
  deps: AccountsDeps,
  { actor, image }: { actor: AccountActor; image: Buffer },
) {
  const { user } = actor;
  await replaceImage(deps.storage, 'avatars', image, (url) =>
    deps.db.transaction((tx) => swapUserImage(tx, user.id, url)),
  );
}
