import { z } from 'zod';
import { expectedTotalField } from '../billing/schemas';
import { MAX_ID } from '../limits';
import { businessDomainField, EMPLOYEE_OPTIONS, emailField, nameField } from './fields';
import { DEFAULT_INVITED_ROLE, ROLE_ID } from './roles';

const optionalId = z
  .union([
    z.coerce.number().int().positive().max(MAX_ID, 'Please choose from the list'),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const employeeValues = EMPLOYEE_OPTIONS.map((o) => o.value) as [string, ...string[]];
const employeesField = z
  .union([
    z.enum(employeeValues, { error: 'Please choose a number of employees from the list' }),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v : null));

/** The historic payloads name the user; the API takes the signed-in one, so this is read only to be bounded. */
const ignoredUserId = z.union([z.number(), z.string().max(40), z.null()]).optional();

const companyNameField = nameField('Company name').max(120, 'Company name must be at most 120 characters');

/**
 * POST /organization/create: the company payload (docs/product/accounts.md#company-creation-company);
 * user_id comes from the session.
 */
export const createOrganizationBodySchema = z.object({
  user_id: ignoredUserId,
  company_name: companyNameField,
  business_domain: businessDomainField,
  country: optionalId,
  state: optionalId,
  city: optionalId,
  address: optionalText(200, 'Address'),
  zip_code: optionalText(10, 'Zip code'),
  employees: employeesField,
});
export type CreateOrganizationBody = z.input<typeof createOrganizationBodySchema>;

/** POST /organization/update: the settings screen marks company name, address and zip code required. */
export const updateOrganizationBodySchema = z.object({
  company_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  company_name: companyNameField,
  country: optionalId,
  state: optionalId,
  city: optionalId,
  address: z
    .string({ error: 'Company address is required' })
    .trim()
    .min(1, 'Company address is required')
    .max(200),
  zip_code: z.string({ error: 'Zip code is required' }).trim().min(1, 'Zip code is required').max(10),
  employees: employeesField,
});
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBodySchema>;

/** POST /check_domain: {domain} is the browser's current host (with port). */
export const checkDomainBodySchema = z.object({ domain: z.string().trim().toLowerCase().max(300) });
export const checkDomainStatuses = ['ignore', 'success', 'not_found'] as const;
export type CheckDomainStatus = (typeof checkDomainStatuses)[number];

/** POST /organization/domain_available: the domain step checks availability before submitting. */
export const domainAvailableBodySchema = z.object({
  business_domain: z.string().trim().toLowerCase().max(100),
});

/** The product's message for invited e-mails that fail the pattern (docs/product/accounts.md#sign-up). */
export const invalidInviteEmail = (value: string) => `You have entered '${value}' an invalid email address!`;

/** POST /organization/team: invitations (sign-up's add-teammates step), by role id; Admin unless chosen. */
export const inviteTeammatesBodySchema = z.object({
  user_id: ignoredUserId,
  data: z
    .array(
      z.object({
        email: z
          .string()
          .trim()
          .toLowerCase()
          .max(254, { message: 'Email is too long', abort: true })
          .superRefine((v, ctx) => {
            if (!emailField.safeParse(v).success)
              ctx.addIssue({ code: 'custom', message: invalidInviteEmail(v) });
          }),
        role: z.coerce
          .number()
          .int()
          .min(ROLE_ID.Owner)
          .max(ROLE_ID['Team Member'])
          .default(ROLE_ID[DEFAULT_INVITED_ROLE]),
      }),
    )
    .min(1, 'Add at least one teammate')
    .max(50, 'At most 50 invitations at once'),
  /** Confirms adding seats (prorated) when the invitations exceed the paid seats (docs/product/billing.md#seats). */
  force_update: z.boolean().optional(),
  /** With force_update: the amount due now that was shown (docs/product/billing.md#amounts-shown-before-a-charge). */
  expected_total_cents: expectedTotalField,
});
export type InviteTeammatesBody = z.input<typeof inviteTeammatesBodySchema>;

/** POST /organization/members/delete */
export const deleteMemberBodySchema = z.object({
  user_id: z.coerce.number({ error: 'user_id is required' }).int().positive().max(MAX_ID),
});
