import { statusBodySchema } from '@app/contracts/calculations/list';

export interface DeclineReason {
  reason_choice: string;
  decline_reason: string;
}

/** The contracts' rule, field by field: 'Please fill this out' under each empty field; nothing is sent. */
export function declineErrors(
  id: number,
  reason: DeclineReason,
): Partial<Record<keyof DeclineReason, string>> {
  const parsed = statusBodySchema.safeParse({ id, status: 'Not approved', reasonData: reason });
  const errors: Partial<Record<keyof DeclineReason, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[1] as keyof DeclineReason | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
