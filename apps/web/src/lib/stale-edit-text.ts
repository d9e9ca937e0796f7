import type { StaleEdit } from '@app/contracts/errors';
import { ApiError } from './api-client';

/** The newer version's author and time when a save was refused as stale (409 with `conflict`), else null. */
export function staleEditOf(err: unknown): StaleEdit | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  return err.body.conflict ?? null;
}

/** "Dana Owens saved a newer version on 11/23/2026, 3:40 PM." in the reader's own time zone. */
export function staleEditText(edit: StaleEdit, locale?: string, timeZone?: string): string {
  const when = new Date(edit.changed_at).toLocaleString(locale ?? 'en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  });
  return `${edit.changed_by ?? 'Someone'} saved a newer version on ${when}.`;
}
