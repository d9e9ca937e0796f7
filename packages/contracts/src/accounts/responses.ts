import { z } from 'zod';
import { messageResponseSchema, successSchema } from '../responses';
import { socialProviders } from './auth';
import { checkDomainStatuses } from './organization';

/** Response schemas of sign-up, sign-in, the user (GET /user, Account and Security) and the company. */

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleRef = z.input<typeof roleRefSchema>;

/** The organisation as the user payload shows it. */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  image: z.string().nullable(),
  business_domain: z.string(),
  always_accrue: z.boolean(),
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  employees: z.string().nullable(),
  zip: z.string().nullable(),
  is_enterprise: z.boolean(),
  trial_ends_at: z.string().nullable(),
  /** The paid plan's name while it is live ('Essential' hides what that plan lacks); null on the trial. */
  plan_name: z.string().nullable(),
  /** trial, active, past_due (a renewal failed; writable until grace_ends_at), expired (read-only), exempt. */
  billing_state: z.enum(['trial', 'active', 'past_due', 'expired', 'exempt']),
  grace_ends_at: z.string().nullable(),
});
export type Organization = z.input<typeof organizationSchema>;

export const membershipSchema = z.object({ organization: organizationSchema, role: roleRefSchema });
export type Membership = z.input<typeof membershipSchema>;

/** The User payload: `user_role` is the role in the current organisation (none before a company exists). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  provider: z.string(),
  is_enterprise: z.boolean(),
  image: z.string().nullable(),
  user_role: z.string().nullable(),
  email_verified: z.boolean(),
  created_at: z.string(),
  login_count: z.number().int(),
  organization_users: z.array(membershipSchema),
});
export type CurrentUser = z.input<typeof currentUserSchema>;

/** GET /user: the user and whether the current organisation's trial has ended. */
export const userResponseSchema = z.object({ data: currentUserSchema, expire: z.boolean() });
export type UserResponse = z.input<typeof userResponseSchema>;

/** Settings saves that change the profile answer it refreshed (name, picture, company, logo). */
export const profileResponseSchema = messageResponseSchema.extend(userResponseSchema.shape);
export type ProfileResponse = z.input<typeof profileResponseSchema>;

/** POST /auth: the account is created unconfirmed; `expire` is not part of this answer. */
export const signUpResponseSchema = messageResponseSchema.extend({ data: currentUserSchema });
export type SignUpResponse = z.input<typeof signUpResponseSchema>;

/** Sign-in (password or hand-over): the user and where the browser goes next. */
export const sessionResponseSchema = successSchema.extend({
  ...userResponseSchema.shape,
  redirect_url: z.string(),
});
export type SessionResponse = z.input<typeof sessionResponseSchema>;

export const handoverResponseSchema = successSchema.extend({ redirect_url: z.string() });
export type HandoverResponse = z.input<typeof handoverResponseSchema>;

/** POST /auth/sign_in_by_invitation */
export const invitationResponseSchema = successSchema.extend({
  data: z.object({
    email: z.string(),
    organization: z.object({ name: z.string() }),
    role: roleRefSchema,
  }),
});
export type InvitationResponse = z.input<typeof invitationResponseSchema>;

/** GET /auth/providers */
export const providerInfoSchema = z.object({
  provider: z.enum(socialProviders),
  label: z.string(),
  configured: z.boolean(),
});
export type ProviderInfo = z.input<typeof providerInfoSchema>;
export const providersResponseSchema = z.object({ data: z.array(providerInfoSchema) });
export type ProvidersResponse = z.input<typeof providersResponseSchema>;

/** POST /check_domain */
export const checkDomainResponseSchema = z.object({
  status: z.enum(checkDomainStatuses),
  app_domain: z.string(),
});
export type CheckDomainResponse = z.input<typeof checkDomainResponseSchema>;

/** POST /organization/domain_available */
export const domainAvailableResponseSchema = successSchema.extend({
  data: z.object({ available: z.boolean(), message: z.string() }),
});
export type DomainAvailableResponse = z.input<typeof domainAvailableResponseSchema>;

/** POST /organization/create: the company, the user, and a hand-over link to the company's sub-domain. */
export const createOrganizationResponseSchema = messageResponseSchema.extend({
  data: z.object({ organization: organizationSchema, user: currentUserSchema }),
  redirect_url: z.string(),
});
export type CreateOrganizationResponse = z.input<typeof createOrganizationResponseSchema>;

export const memberSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
  role: roleRefSchema,
});
export type Member = z.input<typeof memberSchema>;

/** POST /organization/members */
export const membersResponseSchema = successSchema.extend({
  data: z.object({ organization_members: z.array(memberSchema) }),
});
export type MembersResponse = z.input<typeof membersResponseSchema>;

/** POST /organization/team: addresses invited, and those skipped (already members or invited). */
export const inviteTeammatesResponseSchema = messageResponseSchema.extend({
  data: z.object({ invited: z.array(z.string()), skipped: z.array(z.string()) }),
});
export type InviteTeammatesResponse = z.input<typeof inviteTeammatesResponseSchema>;

/**
 * GET /bootstrap: what every page needs before it can draw, in one request: the domain check of the current host,
 * the signed-in user (null when signed out, never a 401), and the flags the app shell reads.
 */
export const bootstrapResponseSchema = z.object({
  domain: checkDomainResponseSchema,
  user: currentUserSchema.nullable(),
  expire: z.boolean(),
  flags: z.object({
    /** The development mailbox page exists (no SMTP, on this machine). */
    dev_mailbox: z.boolean(),
    /** The page's organisation is the seeded demo (edit controls hidden). */
    demo_organization: z.boolean(),
  }),
});
export type BootstrapResponse = z.input<typeof bootstrapResponseSchema>;
