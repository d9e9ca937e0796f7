import { messageResponseSchema } from '../responses';
import { defineRoute } from '../route';
import {
  acceptInvitationBodySchema,
  confirmEmailBodySchema,
  forgotPasswordBodySchema,
  handoverBodySchema,
  invitationLookupBodySchema,
  resendEmailBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
} from './auth';
import { accountMessages } from './messages';
import {
  handoverResponseSchema,
  invitationResponseSchema,
  profileResponseSchema,
  providersResponseSchema,
  sessionResponseSchema,
  signUpResponseSchema,
} from './responses';

/**
 * Sign-up, e-mail confirmation, sign-in and out, hand-over between hosts, password reset and invitations
 * (docs/product/accounts.md, docs/accounts.md). Social login's redirects have no contract (social.ts).
 */

export const signUpRoute = defineRoute({
  method: 'POST',
  path: '/auth',
  summary: 'Sign up with e-mail (personal information step)',
  description:
    'Creates an unconfirmed account and e-mails a link to /signup?confirmation_token=...; the user is not signed in until the link is opened.',
  body: signUpBodySchema,
  response: signUpResponseSchema,
});
export const confirmEmailRoute = defineRoute({
  method: 'POST',
  path: '/auth/confirmation',
  summary: 'Confirm the e-mail address (link from the confirmation e-mail)',
  description:
    'Confirms the address and signs the user in (session cookie), then sign-up continues at the company step.',
  body: confirmEmailBodySchema,
  response: profileResponseSchema,
});
export const resendEmailRoute = defineRoute({
  method: 'POST',
  path: '/auth/resend_email',
  summary: 'Resend the confirmation e-mail',
  body: resendEmailBodySchema,
  response: messageResponseSchema,
});
export const signInRoute = defineRoute({
  method: 'POST',
  path: '/auth/sign_in',
  summary: 'Sign in with e-mail and password',
  description:
    'Rotates the session. remember_me keeps the cookie 30 days, otherwise it lasts for the browser session (12 h on the server). ' +
    '5 failures in a row lock the account for 15 minutes (429). redirect_url is where the browser goes next: /dashboard on the ' +
    "organisation's own sub-domain, a one-time hand-over link to it from another host, or /company without an organisation.",
  body: signInBodySchema,
  response: sessionResponseSchema,
});

const handoverDescription =
  'The historic call sends the user uuid here. We accept a one-time hand-over token instead (valid 5 minutes, single use, ' +
  'issued after social login, company creation and sign-in on another host), so a uuid alone never signs anyone in. ' +
  'Signs in on the current host.';
export const signInByHandoverRoute = defineRoute({
  method: 'POST',
  path: '/auth/sign_in_by_uuid',
  summary: 'Sign in with a one-time hand-over id',
  description: handoverDescription,
  body: handoverBodySchema,
  response: sessionResponseSchema,
});
export const signUpByHandoverRoute = defineRoute({
  method: 'POST',
  path: '/auth/sign_up_by_uuid',
  summary: 'Continue sign-up after social login (/signup?id=...)',
  description: handoverDescription,
  body: handoverBodySchema,
  response: sessionResponseSchema,
});
export const handoverRoute = defineRoute({
  method: 'POST',
  path: '/auth/handover',
  summary: "Link to the user's organisation sub-domain",
  description:
    'Returns redirect_url: a one-time hand-over link that signs the current user in on their organisation sub-domain ' +
    '(used when a signed-in user opens a public page on another host).',
  response: handoverResponseSchema,
});
export const signOutRoute = defineRoute({
  method: 'POST',
  path: '/auth/sign_out',
  summary: 'Sign out (the /logout page)',
  description: 'Deletes the session and clears the cookie.',
  response: messageResponseSchema,
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/auth/password',
  summary: 'Forgot password: e-mail reset instructions',
  description:
    'Always answers the same message. The link is {redirect_url}?reset_password_token=... when redirect_url is on this product, else {origin}/reset-password?...; valid 1 hour.',
  body: forgotPasswordBodySchema,
  response: messageResponseSchema,
});
export const resetPasswordRoute = defineRoute({
  method: 'PUT',
  path: '/auth/password',
  summary: 'Reset the password with the e-mailed token',
  description: 'Lifts any lockout and signs the user out on every device.',
  body: resetPasswordBodySchema,
  response: messageResponseSchema,
});

export const invitationRoute = defineRoute({
  method: 'POST',
  path: '/auth/sign_in_by_invitation',
  summary: 'Load an invitation (/signup?invitation_token=...)',
  body: invitationLookupBodySchema,
  response: invitationResponseSchema,
});
export const acceptInvitationRoute = defineRoute({
  method: 'PUT',
  path: '/auth/invitation',
  summary: 'Accept an invitation with names and password',
  description: `Answers "${accountMessages.signupCompleted}"; the web app then goes to /signin with that message.`,
  body: acceptInvitationBodySchema,
  response: messageResponseSchema,
});

export const providersRoute = defineRoute({
  method: 'GET',
  path: '/auth/providers',
  summary: 'Social login providers and whether each is configured',
  response: providersResponseSchema,
});
