import { z } from 'zod';
import { emailField, nameField, passwordField, passwordMismatch, required } from './fields';
import { accountMessages } from './messages';

const booleanish = z
  .union([
    z.boolean(),
    z.literal(0),
    z.literal(1),
    z.literal('0'),
    z.literal('1'),
    z.literal('true'),
    z.literal('false'),
  ])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * The one-time tokens of links and hand-overs are 43 characters (32 random bytes, base64url); a longer value is
 * no token of ours, and says so with the message of an unknown one.
 */
const MAX_TOKEN_LENGTH = 200;
const tokenField = (label: string, invalid: string) => required(label).max(MAX_TOKEN_LENGTH, invalid);

/** POST /auth/sign_in: no password is longer than sign-up allows (passwordField). */
export const signInBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
  remember_me: z.boolean().optional().default(false),
});
export type SignInBody = z.input<typeof signInBodySchema>;

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      ...shape,
      password: passwordField,
      password_confirmation: required('Password confirmation').max(
        128,
        'Password confirmation must be at most 128 characters',
      ),
    })
    .refine(
      (v) =>
        (v as { password: string }).password ===
        (v as { password_confirmation: string }).password_confirmation,
      {
        message: passwordMismatch,
        path: ['password_confirmation'],
      },
    );

/** POST /auth: the personal-information step of sign-up by e-mail. */
export const signUpBodySchema = withConfirmation({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField,
  is_enterprise: booleanish,
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** PUT /auth/invitation: an invited person chooses names and a password; the e-mail comes from the invitation. */
export const acceptInvitationBodySchema = withConfirmation({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  invitation_token: tokenField('Invitation token', accountMessages.invitationInvalid),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** POST /auth/sign_in_by_invitation: loads the invitation to pre-fill the form. */
export const invitationLookupBodySchema = z.object({
  invitation_token: tokenField('Invitation token', accountMessages.invitationInvalid),
});

/** POST /auth/password: forgot password. */
export const forgotPasswordBodySchema = z.object({
  email: emailField,
  redirect_url: z.string().max(2000).optional(),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** PUT /auth/password: reset with the e-mailed link's parameters. */
export const resetPasswordBodySchema = withConfirmation({
  reset_password_token: tokenField('Reset token', accountMessages.resetInvalid),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /auth/resend_email */
export const resendEmailBodySchema = z.object({ email: emailField });

/** POST /auth/confirmation: the link in the confirmation e-mail. */
export const confirmEmailBodySchema = z.object({
  confirmation_token: tokenField('Confirmation token', accountMessages.confirmationInvalid),
});

/**
 * POST /auth/sign_in_by_uuid and /auth/sign_up_by_uuid. The historic call sends the user's uuid; we send a
 * one-time, short-lived hand-over token in that field instead, so a leaked URL or a guessed uuid never signs
 * anyone in (docs/accounts.md#sub-domains-and-the-hand-over-token).
 */
export const handoverBodySchema = z.object({ uuid: tokenField('Id', accountMessages.handoverInvalid) });

export const socialProviders = ['google_oauth2', 'facebook', 'linkedin'] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialProviderLabels: Record<SocialProvider, string> = {
  google_oauth2: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};
