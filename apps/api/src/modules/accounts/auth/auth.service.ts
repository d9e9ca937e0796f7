import type {
  AcceptInvitationBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
} from '@app/contracts/accounts/auth';
import { accountMessages } from '@app/contracts/accounts/messages';
import { ErrorCode } from '@app/contracts/errors';
import type { DbOrTx } from '../../../db/client';
import { appUrl, isOwnUrl } from '../../../platform/app-url';
import { hashPassword, verifyPassword } from '../../../platform/auth/password';
import { hashToken } from '../../../platform/auth/tokens';
import { confirmEmailMail, resetPasswordMail } from '../../../platform/mail/templates';
import { countLoginLocked } from '../../../platform/metrics/metrics';
import { AppError } from '../../../plugins/app-error';
import type { AccountsDeps } from '../deps';
import { joinWaitingTeams } from '../teams/teams.repo';
import {
  addMember,
  claimInvitation,
  countSignIn,
  findOpenInvitationByHash,
  findUserByEmail,
  insertUser,
  markEmailVerified,
  setPasswordFromReset,
  type UserRow,
} from './auth.repo';
import { endAllSessions } from './sessions';
import {
  claimAttempt,
  claimUnknownAttempt,
  clearAttempts,
  dummyPasswordHash,
  lockAccount,
  lockUnknown,
  MAX_FAILED_SIGN_INS,
} from './sign-in-attempts';
import { consumeToken, issueToken } from './user-tokens';

type SignUpInput = Omit<SignUpBody, 'is_enterprise'> & { is_enterprise: boolean };

/** POST /auth: creates an unconfirmed e-mail account and mails the confirmation link. */
/** Other modules (users) look accounts up through this service, not the auth repo. */
export { findUserByEmail };

export async function signUp(deps: AccountsDeps, input: SignUpInput) {
  const { db } = deps;
  if (await findUserByEmail(db, input.email)) {
    throw AppError.validation({ email: [accountMessages.emailTaken] });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const created = await insertUser(
      tx,
      {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        provider: 'email',
        isEnterprise: input.is_enterprise,
      },
      { ignoreConflict: true },
    );
    if (!created) throw AppError.validation({ email: [accountMessages.emailTaken] });
    // The link's e-mail is written with the account: both exist, or neither.
    await sendConfirmation(deps, tx, created);
    return created;
  });
  return user;
}

/** Issues a confirmation link and writes its e-mail to the outbox, both in `tx`. */
async function sendConfirmation(deps: AccountsDeps, tx: DbOrTx, user: UserRow) {
  const token = await issueToken(tx, { userId: user.id, purpose: 'confirm_email', now: deps.clock.now() });
  const url = appUrl(deps.env, `/signup?confirmation_token=${encodeURIComponent(token)}`);
  await deps.outbox.mail(tx, confirmEmailMail(user.email, user.firstName, url));
}

/**
 * POST /auth/resend_email: answers the same whether or not the address exists (no account discovery); the link
 * and its e-mail are written after the answer so the time taken does not tell either.
 */
export async function resendConfirmation(deps: AccountsDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) {
    deps.background.run(() => deps.db.transaction((tx) => sendConfirmation(deps, tx, user)));
  }
}

/** POST /auth/confirmation: the e-mailed link confirms the address and signs the user in. */
export async function confirmEmail(db: DbOrTx, token: string, now: Date) {
  const row = await consumeToken(db, 'confirm_email', token, now);
  if (!row) throw new AppError(ErrorCode.BadRequest, accountMessages.confirmationInvalid);
  return markEmailVerified(db, row.userId, now);
}

/**
 * POST /auth/sign_in: password check with lockout. Five failures in a row lock the account for 15 minutes; a
 * locked account is refused before the password is looked at, so the lock cannot be used to test passwords.
 * Each attempt is counted before it is checked (atomically), and an unknown e-mail costs the same argon2
 * verification and gets the same answers and lock as an account, so neither reveals which addresses exist.
 */
export async function signIn(db: DbOrTx, input: Pick<SignInBody, 'email' | 'password'>, now: Date) {
  const user = await findUserByEmail(db, input.email);
  const attempt = await (user ? claimAttempt(db, user.id, now) : claimUnknownAttempt(db, input.email, now));
  const locked = new AppError(ErrorCode.TooManyRequests, accountMessages.accountLocked);
  const lock = async () => {
    if (user) await lockAccount(db, user.id, now);
    else await lockUnknown(db, input.email, now);
    countLoginLocked();
    return locked;
  };
  if (attempt === 'locked') throw locked;
  if (attempt === 'over') throw await lock();
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user?.passwordHash || !matches) {
    if (attempt.n >= MAX_FAILED_SIGN_INS) throw await lock();
    throw new AppError(ErrorCode.Unauthorized, accountMessages.invalidCredentials, {
      email: [accountMessages.invalidCredentials],
    });
  }
  await clearAttempts(db, user.id);
  if (!user.emailVerifiedAt) {
    throw new AppError(ErrorCode.Forbidden, accountMessages.emailNotConfirmed, {
      email: [accountMessages.emailNotConfirmed],
    });
  }
  return countSignIn(db, user.id);
}

/**
 * POST /auth/password: mails a reset link to {redirect_url or origin/reset-password}. Same answer for anyone,
 * and the link is made and sent after the answer, so its time does not tell whether the address has an account.
 */
export async function requestPasswordReset(deps: AccountsDeps, input: ForgotPasswordBody) {
  const user = await findUserByEmail(deps.db, input.email);
  if (user) deps.background.run(() => deps.db.transaction((tx) => sendResetLink(deps, tx, user, input)));
}

/** Issues a reset link and writes its e-mail to the outbox, both in `tx`. */
async function sendResetLink(deps: AccountsDeps, tx: DbOrTx, user: UserRow, input: ForgotPasswordBody) {
  const token = await issueToken(tx, { userId: user.id, purpose: 'reset_password', now: deps.clock.now() });
  const base =
    input.redirect_url && isOwnUrl(deps.env, input.redirect_url)
      ? input.redirect_url
      : appUrl(deps.env, '/reset-password');
  const url = new URL(base);
  url.searchParams.set('reset_password_token', token);
  await deps.outbox.mail(tx, resetPasswordMail(user.email, user.firstName, url.toString()));
}

/** PUT /auth/password: sets the new password, lifts any lockout and signs the user out everywhere. */
/** Returns the user whose sessions ended (the caller drops them from the session caches). */
export async function resetPassword(db: DbOrTx, input: ResetPasswordBody, now: Date): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'reset_password', input.reset_password_token, now);
    if (!row) throw new AppError(ErrorCode.BadRequest, accountMessages.resetInvalid);
    // A new password unlocks the account; following the e-mailed link proves the address.
    await setPasswordFromReset(tx, row.userId, passwordHash);
    await endAllSessions(tx, row.userId);
    return row.userId;
  });
}

/** Finds an open invitation by its token. */
export async function findInvitation(db: DbOrTx, token: string, now: Date) {
  const row = await findOpenInvitationByHash(db, hashToken(token), now);
  if (!row) throw new AppError(ErrorCode.NotFound, accountMessages.invitationInvalid);
  return row;
}

/**
 * PUT /auth/invitation: creates the invited account (its e-mail is proved by the link) and the membership. A
 * person who already has an account just gains the membership; their password is left as it was.
 */
export async function acceptInvitation(db: DbOrTx, input: AcceptInvitationBody, now: Date): Promise<number> {
  const { invitation } = await findInvitation(db, input.invitation_token, now);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, invitation.id, now)))
      throw new AppError(ErrorCode.NotFound, accountMessages.invitationInvalid);
    let user: UserRow | null | undefined = await findUserByEmail(tx, invitation.email);
    if (!user) {
      user = await insertUser(tx, {
        email: invitation.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        provider: 'email',
        emailVerifiedAt: now,
      });
    }
    await addMember(tx, {
      organizationId: invitation.organizationId,
      userId: user!.id,
      roleId: invitation.roleId,
    });
    await joinWaitingTeams(tx, {
      organizationId: invitation.organizationId,
      userId: user!.id,
      email: invitation.email,
    });
    return user!.id;
  });
}
