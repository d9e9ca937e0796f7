import { accountMessages } from '@app/contracts/accounts/messages';
import { ErrorCode } from '@app/contracts/errors';
import { AppError } from './app-error';

export const COST_NAME_EXISTS = 'Cost name already exists';
export const QUOTE_NUMBER_EXISTS = 'Quote number already exists';

/**
 * What a user is told when a unique constraint refuses a write. The services check first and answer the same
 * words; these cover the requests that raced past that check (the database is the rule's last word).
 */
const byConstraint: Record<string, () => AppError> = {
  cost_items_org_type_name: () => AppError.validation({ cost_name: [COST_NAME_EXISTS] }),
  organization_users_one_owned_company: () => new AppError(ErrorCode.Conflict, accountMessages.companyExists),
  organizations_business_domain_unique: () =>
    AppError.validation({ business_domain: [accountMessages.domainTaken] }),
  users_email_unique: () => AppError.validation({ email: [accountMessages.emailTaken] }),
  state_settings_org_state: () =>
    new AppError(ErrorCode.Conflict, 'This state is already one of your locations'),
  sales_tax_org_state_city: () => AppError.validation({ city: ['This city already has a sales tax row'] }),
  quotes_org_number_revision: () => AppError.validation({ quote_number: [QUOTE_NUMBER_EXISTS] }),
  spto_org_state_city: () => AppError.validation({ city: ['This city already has an SPTO row'] }),
};

interface PgError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error under Drizzle's wrapper (node-postgres and PGlite both expose code and constraint). */
function pgErrorOf(err: unknown): PgError | null {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return null;
}

/** A foreign-key violation (SQLSTATE 23503): a row another one still points at (a calculation with a quote). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgErrorOf(err)?.code === '23503';
}

/** A unique violation (SQLSTATE 23505) as the 400/409 its rule gives; null for any other error. */
export function uniqueViolationError(err: unknown): AppError | null {
  const pgError = pgErrorOf(err);
  if (pgError?.code !== '23505') return null;
  const known = typeof pgError.constraint === 'string' ? byConstraint[pgError.constraint] : undefined;
  return known ? known() : new AppError(ErrorCode.Conflict, 'This record already exists');
}
