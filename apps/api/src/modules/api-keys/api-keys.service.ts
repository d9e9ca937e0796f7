import { randomBytes } from 'node:crypto';
import type { ApiKey, ApiKeyScope } from '@app/contracts/api-keys/api-keys';
import { MAX_API_KEYS } from '@app/contracts/api-keys/api-keys';
import type { Db } from '../../db/client';
import { lockCountCap } from '../../db/count-limit';
import { recordAudit } from '../../platform/audit/settings-audit';
import { hashToken } from '../../platform/auth/tokens';
import { AppError } from '../../plugins/app-error';
import { assertPlanFeature } from '../billing';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  findApiKey,
  insertApiKey,
  listApiKeys,
  revokeApiKeyRow,
} from './api-keys.repo';

/** `sm_live_<prefix>`: what lists show; the secret after it is never stored. */
const visiblePrefix = (prefix: string) => `sm_live_${prefix}`;

/** A new key: 6 random bytes of prefix (to find the row) and 32 of secret (only its SHA-256 is kept). */
function newApiKeyToken() {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { prefix, secret, token: `${visiblePrefix(prefix)}_${secret}`, secretHash: hashToken(secret) };
}

function apiKeyView(row: ApiKeyRow, creator: { firstName: string | null; lastName: string | null } | null) {
  const name = creator ? `${creator.firstName ?? ''} ${creator.lastName ?? ''}`.trim() : '';
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: visiblePrefix(row.prefix),
    created_by: name || null,
    created_at: row.createdAt,
    last_used_at: row.lastUsedAt,
    revoked_at: row.revokedAt,
    revoked_reason: row.revokedReason,
  } satisfies Record<keyof ApiKey, unknown>;
}

const auditValue = (row: ApiKeyRow) => ({
  name: row.name,
  scope: row.scope,
  prefix: visiblePrefix(row.prefix),
});

export async function listKeys(db: Db, organizationId: number) {
  const rows = await listApiKeys(db, organizationId);
  let writeAllowed = true;
  try {
    await assertPlanFeature(db, organizationId, 'api_write');
  } catch {
    writeAllowed = false;
  }
  return { data: rows.map((r) => apiKeyView(r.key, r)), write_allowed: writeAllowed };
}

/** Creates a key and logs it in the organisation's history; the answer is the only time the key is shown. */
export async function createKey(
  db: Db,
  input: { organizationId: number; userId: number; name: string; scope: ApiKeyScope },
) {
  return db.transaction(async (tx) => {
    if (input.scope === 'read_write') await assertPlanFeature(tx, input.organizationId, 'api_write');
    await lockCountCap(tx, 'api_keys', input.organizationId);
    if ((await countLiveApiKeys(tx, input.organizationId)) >= MAX_API_KEYS) {
      throw AppError.validation({ name: [`At most ${MAX_API_KEYS} active keys; revoke one first`] });
    }
    const made = newApiKeyToken();
    const row = await insertApiKey(tx, {
      organizationId: input.organizationId,
      createdBy: input.userId,
      name: input.name,
      scope: input.scope,
      prefix: made.prefix,
      secretHash: made.secretHash,
    });
    await recordAudit(tx, {
      organizationId: input.organizationId,
      userId: input.userId,
      area: 'api_keys',
      recordId: row.id,
      action: 'create',
      newValue: auditValue(row),
    });
    const found = await findApiKey(tx, input.organizationId, row.id);
    return { ...apiKeyView(row, found), key: made.token };
  });
}

/** Revokes a key at once (every request reads the key row: no cache keeps it alive); 404 for another's. */
export async function revokeKey(
  db: Db,
  input: { organizationId: number; userId: number; id: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const row = await revokeApiKeyRow(tx, {
      organizationId: input.organizationId,
      id: input.id,
      at: input.now,
    });
    if (!row) throw AppError.notFound('API key');
    await recordAudit(tx, {
      organizationId: input.organizationId,
      userId: input.userId,
      area: 'api_keys',
      recordId: row.id,
      action: 'delete',
      oldValue: auditValue(row),
    });
    const found = await findApiKey(tx, input.organizationId, row.id);
    return apiKeyView(row, found);
  });
}
