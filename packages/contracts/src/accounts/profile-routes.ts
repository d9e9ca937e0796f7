import { z } from 'zod';
import { messageResponseSchema } from '../responses';
import { defineRoute } from '../route';
import { accountMessages } from './messages';
import { deleteMemberBodySchema, updateOrganizationBodySchema } from './organization';
import { bootstrapResponseSchema, membersResponseSchema, profileResponseSchema } from './responses';
import {
  updateEmailBodySchema,
  updateNameBodySchema,
  updatePasswordBodySchema,
  verifyEmailBodySchema,
} from './user';

/**
 * The startup answer, the user's own settings, the company information and the member table
 * (docs/product/accounts.md#account-and-security-settingsaccount-security).
 */

export const bootstrapRoute = defineRoute({
  method: 'GET',
  path: '/bootstrap',
  summary: 'Everything a page needs before it draws, in one request',
  description:
    'The domain check of the request host (as POST /check_domain), the signed-in user as GET /user answers it (null when signed out: this route never answers 401) and the flags the app shell reads. after=handover only gives the request an address of its own (a preloaded answer from before a hand-over is stale).',
  query: z.object({ after: z.literal('handover').optional() }),
  response: bootstrapResponseSchema,
});

export const updateNameRoute = defineRoute({
  method: 'POST',
  path: '/user/update_name',
  summary: 'Change first and last name',
  body: updateNameBodySchema,
  response: profileResponseSchema,
});
export const updatePasswordRoute = defineRoute({
  method: 'POST',
  path: '/user/update_password',
  summary: 'Change password (needs the old one)',
  description: "Signs out the user's other sessions.",
  body: updatePasswordBodySchema,
  response: messageResponseSchema,
});
export const updateEmailRoute = defineRoute({
  method: 'POST',
  path: '/user/update_email',
  summary: 'Start an e-mail change',
  description:
    'E-mails a 6-digit code (valid 15 minutes) to the new address; confirm with /user/verify_email.',
  body: updateEmailBodySchema,
  response: messageResponseSchema,
});
export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/user/verify_email',
  summary: 'Confirm an e-mail change with the code',
  description: `Changes the address and signs out everywhere: "${accountMessages.loginWithNewEmail}".`,
  body: verifyEmailBodySchema,
  response: messageResponseSchema,
});
const image =
  'multipart/form-data with field image: PNG, JPEG, WebP or GIF (checked from the bytes), at most 2 MB.';
export const changeAvatarRoute = defineRoute({
  method: 'POST',
  path: '/user/image',
  summary: 'Upload the profile picture',
  description: image,
  multipart: { file: 'image' },
  response: profileResponseSchema,
});

export const updateOrganizationRoute = defineRoute({
  method: 'POST',
  path: '/organization/update',
  summary: 'Save company information (settings)',
  description: 'Roles: Owner, Admin, Manager. Answers the refreshed user profile.',
  body: updateOrganizationBodySchema,
  response: profileResponseSchema,
});
export const changeLogoRoute = defineRoute({
  method: 'POST',
  path: '/organization/change_image',
  summary: 'Upload the company logo',
  description: `Roles: Owner, Admin, Manager. ${image}`,
  multipart: { file: 'image' },
  response: profileResponseSchema,
});
export const membersRoute = defineRoute({
  method: 'POST',
  path: '/organization/members',
  summary: "Members of the caller's organisation (settings member table)",
  response: membersResponseSchema,
});
export const deleteMemberRoute = defineRoute({
  method: 'POST',
  path: '/organization/members/delete',
  summary: 'Remove a member from the organisation',
  description: 'Roles: Owner, Admin. Owners cannot be removed; a user of another organisation answers 404.',
  body: deleteMemberBodySchema,
  response: messageResponseSchema,
});
