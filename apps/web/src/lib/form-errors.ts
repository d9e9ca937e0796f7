import { ApiError } from './api-client';

/** Puts a 400's field messages on the form's fields; returns the messages that have no field (for an alert). */
export function applyServerErrors(
  form: { setErrors: (errors: Record<string, string>) => void; values: object },
  err: unknown,
): string[] {
  if (!(err instanceof ApiError)) return [err instanceof Error ? err.message : 'Error, Please try again.'];
  const fieldErrors = err.fieldErrors;
  const known: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (field.split('.')[0]! in form.values) known[field] = messages[0] ?? '';
    else other.push(...messages);
  }
  form.setErrors(known);
  if (Object.keys(fieldErrors).length === 0) other.push(err.message);
  return other;
}

/** Navigates to an absolute URL (another host) with a full load, or a path inside the app. */
export function goTo(url: string, navigate: (to: string, opts?: { replace?: boolean }) => void) {
  if (/^https?:\/\//.test(url)) window.location.assign(url);
  else navigate(url, { replace: true });
}
