/**
 * E-mails the product sends because a person asked it to (quotes, invitations, e-mail change codes, the contact
 * forms) are counted per user, per organisation and for the contact forms together; over a budget the request
 * answers 429 with one of these messages and sends nothing (docs/product/limits.md#e-mails-sent).
 */
export type MailLimitScope = 'user' | 'organization' | 'trial' | 'contact';

/** "23 minutes", "5 hours": how long until a budget starts again, rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

export function mailLimitMessage(scope: MailLimitScope, max: number, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  switch (scope) {
    case 'user':
      return `You can send at most ${max} e-mails an hour (quotes and invitations together), and this would go over it. Please try again in ${wait}.`;
    case 'organization':
      return `Your organisation can send at most ${max} e-mails a day (quotes and invitations together), and this would go over it. Please try again in ${wait}.`;
    case 'trial':
      return `During the trial, an organisation can send at most ${max} e-mails a day (quotes and invitations together), and this would go over it. Please try again in ${wait}, or choose a plan to send more.`;
    case 'contact':
      return `Our contact forms have received too many messages today. Please try again in ${wait}.`;
  }
}
