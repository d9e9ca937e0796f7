import { z } from 'zod';
import { emailField } from '../accounts/fields';
import { invalidInviteEmail } from '../accounts/organization';
import { DEFAULT_INVITED_ROLE, ROLE_ID } from '../accounts/roles';
import { expectedTotalField } from '../billing/schemas';
import { MAX_ID } from '../limits';
import { rowVersionSchema, successSchema, timestampSchema, userRefSchema } from '../responses';

/** Team limits (docs/product/teams-and-members.md#teams). */
export const MAX_TEAM_NAME_LENGTH = 60;
export const MAX_TEAM_INVITATIONS = 50;
export const MAX_TEAM_MEMBERS = 500;

export const teamMessages = {
  nameRequired: 'Team name is required',
  nameTaken: 'A team with this name already exists',
  saved: 'Team saved successfully',
  created: 'Team created successfully',
  deleted: 'Team Deleted Successfully',
  deleteFailed: 'Error, Please try again',
  sending: 'Please wait while invitation(s) are being sent.',
  inviteNeedsAdmin: 'Only an Owner or Admin can invite someone new to the organisation',
  notAMember: 'This person is not a member of the organisation',
  invitationResent: 'Invitation sent again.',
  invitationRevoked: 'Invitation revoked.',
  memberLimitTitle: 'Member limit reached',
  memberLimitQuestion: 'Are you sure you want to update subscription members?',
} as const;

const roleId = z.coerce
  .number()
  .int()
  .min(ROLE_ID.Admin, 'Choose Admin, Manager or Team Member')
  .max(ROLE_ID['Team Member'], 'Choose Admin, Manager or Team Member');

/** An invite row: a new person's e-mail and the role they get (in the organisation and in the team). */
export const teamInvitationRowSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Email is too long')
    .superRefine((v, ctx) => {
      if (!emailField.safeParse(v).success) ctx.addIssue({ code: 'custom', message: invalidInviteEmail(v) });
    }),
  role: roleId.default(ROLE_ID[DEFAULT_INVITED_ROLE]),
});

/** An existing member of the organisation picked for the team, with their role in the team. */
export const teamMemberRowSchema = z.object({
  user_id: z.coerce.number().int().positive().max(MAX_ID),
  role: roleId.default(ROLE_ID['Team Member']),
});

const teamName = z
  .string({ error: teamMessages.nameRequired })
  .trim()
  .min(1, { message: teamMessages.nameRequired, abort: true })
  .max(MAX_TEAM_NAME_LENGTH, `Team name must be at most ${MAX_TEAM_NAME_LENGTH} characters`);

const teamFields = {
  team_name: teamName,
  invitation: z
    .array(teamInvitationRowSchema)
    .max(MAX_TEAM_INVITATIONS, `At most ${MAX_TEAM_INVITATIONS} invitations at once`)
    .default([]),
  members: z
    .array(teamMemberRowSchema)
    .max(MAX_TEAM_MEMBERS, `At most ${MAX_TEAM_MEMBERS} members in a team`)
    .default([]),
  /** Yes on the 'Member limit reached' question: raise the paid seats to fit the invitations. */
  force_update: z.boolean().default(false),
  /** With force_update: the amount due now that the seat question showed (the preview's due_now_cents). */
  expected_total_cents: expectedTotalField,
};

/** POST /organization_teams/create */
export const createTeamBodySchema = z.object(teamFields);
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;

/** POST /organization_teams/update: the whole member list as it should be, with the version edited. */
export const updateTeamBodySchema = z.object({
  ...teamFields,
  team_id: z.coerce.number().int().positive().max(MAX_ID),
  version: rowVersionSchema,
});
export type UpdateTeamBody = z.input<typeof updateTeamBodySchema>;

/** POST /organization/team/delete_team */
export const deleteTeamBodySchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** POST /organization/invitations/resend and /revoke */
export const invitationIdBodySchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  version: rowVersionSchema,
  created_by_id: z.number().int().nullable(),
  /** Whether the caller may edit, re-logo or delete it (its creator, an Owner or an Admin). */
  can_manage: z.boolean(),
  organization_team_user: z.array(
    z.object({ user_id: z.number().int(), role_id: z.number().int(), role: z.string(), user: userRefSchema }),
  ),
  pending_invitations: z.array(
    z.object({
      email: z.string(),
      role_id: z.number().int(),
      role: z.string(),
      /** The organisation's open invitation for this e-mail (resend or revoke it); null once it expired. */
      invitation_id: z.number().int().nullable(),
      expires_at: timestampSchema.nullable(),
    }),
  ),
});
export type Team = z.input<typeof teamSchema>;

/** POST /organization_teams */
export const teamsResponseSchema = successSchema.extend({
  data: z.object({ organization_teams: z.array(teamSchema) }),
});
export type TeamsResponse = z.input<typeof teamsResponseSchema>;

/** Create or update: the refreshed team list, the team, and who was invited or skipped. */
export const saveTeamResponseSchema = successSchema.extend({
  message: z.string(),
  data: z.object({
    team_id: z.number().int(),
    organization_teams: z.array(teamSchema),
    invited: z.array(z.string()),
    skipped: z.array(z.string()),
  }),
});
export type SaveTeamResponse = z.input<typeof saveTeamResponseSchema>;

/** POST /organization/invitations: open invitations of the organisation. */
export const pendingInvitationsResponseSchema = successSchema.extend({
  data: z.object({
    invitations: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        role_id: z.number().int(),
        role: z.string(),
        teams: z.array(z.string()),
        invited_at: timestampSchema,
        expires_at: timestampSchema,
        expired: z.boolean(),
      }),
    ),
  }),
});
export type PendingInvitationsResponse = z.input<typeof pendingInvitationsResponseSchema>;
