import { ApiError } from '../../../lib/api-client';

/** The server's field messages, keyed by their first path segment. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k.split('.')[0]!, v[0] ?? '']));
}

/** What the client is told of a refused answer; null where the messages belong on the form's fields. */
export const failureMessage = (err: unknown) => {
  if (err instanceof ApiError && err.status === 409)
    return (
      err.body.message || 'This quote changed after you opened it. Reload the page to see the current one.'
    );
  if (err instanceof ApiError && err.status === 410) return 'This quote link has expired.';
  if (err instanceof ApiError && err.status === 400 && Object.keys(err.fieldErrors).length) return null;
  return err instanceof ApiError && err.body.message ? err.body.message : 'Error, Please try again.';
};
