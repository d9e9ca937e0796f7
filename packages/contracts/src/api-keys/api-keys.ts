import { z } from 'zod';
import { timestampSchema } from '../responses';

/** What a key may do (docs/product/api-keys.md): read only, or read and write. */
export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Bounds of a key's label and of how many live keys one organisation keeps. */
export const MAX_API_KEY_NAME = 80;
export const MAX_API_KEYS = 20;

/** The visible start of every key: `sm_live_<prefix>_<secret>`; the prefix names the key in lists and logs. */
export const API_KEY_PATTERN = /^sm_live_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const createApiKeyBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MAX_API_KEY_NAME, `Name must be at most ${MAX_API_KEY_NAME} characters`),
  scope: z.enum(API_KEY_SCOPES, { error: "Scope must be 'read' or 'read_write'" }),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const API_KEY_REVOKED_REASONS = ['revoked', 'maker_removed'] as const;
export type ApiKeyRevokedReason = (typeof API_KEY_REVOKED_REASONS)[number];

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** `sm_live_<prefix>`: enough to recognise the key, useless to use it. */
  prefix: z.string(),
  created_by: z.string().nullable(),
  created_at: timestampSchema,
  last_used_at: timestampSchema.nullable(),
  revoked_at: timestampSchema.nullable(),
  /** Why: an Owner or Admin revoked it, or its maker left the organisation (an invitation back does not revive it). */
  revoked_reason: z.enum(API_KEY_REVOKED_REASONS).nullable(),
});
export type ApiKey = z.input<typeof apiKeySchema>;

export const apiKeyListResponseSchema = z.object({
  data: z.array(apiKeySchema),
  /** Whether the organisation's plan allows read and write keys (Enterprise, or a trial). */
  write_allowed: z.boolean(),
});
export type ApiKeyListResponse = z.input<typeof apiKeyListResponseSchema>;

/** The one answer that carries the whole key: it is never shown again. */
export const createApiKeyResponseSchema = z.object({
  data: apiKeySchema.extend({ key: z.string() }),
});
export type CreateApiKeyResponse = z.input<typeof createApiKeyResponseSchema>;

export const revokeApiKeyResponseSchema = z.object({ data: apiKeySchema });
export type RevokeApiKeyResponse = z.input<typeof revokeApiKeyResponseSchema>;
