import { z } from 'zod';
import { emailField, nameField, passwordField, passwordMismatch, required } from './fields';

const link = z.string().max(2000).optional();

/** POST /user/update_name */
export const updateNameBodySchema = z.object({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  link,
});
export type UpdateNameBody = z.input<typeof updateNameBodySchema>;

/** POST /user/update_email: e-mails a one-time code to the new address. */
export const updateEmailBodySchema = z.object({ email: emailField });
export type UpdateEmailBody = z.input<typeof updateEmailBodySchema>;

/** POST /user/verify_email */
export const verifyEmailBodySchema = z.object({
  email: emailField,
  otp_code: required('Verification code').max(12, 'The verification code is invalid or has expired.'),
  link,
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** POST /user/update_password */
export const updatePasswordBodySchema = z
  .object({
    old_password: required('Old password'),
    password: passwordField,
    password_confirmation: required('Password confirmation'),
    link,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: passwordMismatch,
    path: ['password_confirmation'],
  });
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;
