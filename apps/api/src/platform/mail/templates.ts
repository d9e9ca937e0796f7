import type { QuoteLineRow } from '@app/contracts/quotes/lines';
import type { MailKind, MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Text a person typed (a quote's message to its client): shown as the organisation's words in a separate block
 * introduced by "Message from {organisation}:", quoted line by line in the text part and escaped in a blockquote
 * in the HTML part, never as the product's own sentences (docs/security.md#e-mails-people-make-the-product-send).
 */
interface QuotedMessage {
  from: string;
  text: string;
}

type Line = string | { quoted: QuotedMessage };

/** What a sender typed, as one line of at most `max` characters: no line breaks or control characters. */
function oneLine(value: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Bounds of user-typed names in subjects and sentences. */
const NAME_MAX = 80;
const NUMBER_MAX = 40;

const quotedIntro = (q: QuotedMessage) => `Message from ${oneLine(q.from, NAME_MAX)}:`;
const quotedOutro = (q: QuotedMessage) => `(written by ${oneLine(q.from, NAME_MAX)}, not by StaffMargin)`;
const quotedLines = (q: QuotedMessage) => q.text.split(/\r\n|\r|\n/);

function layout(
  kind: MailKind,
  to: string,
  subject: string,
  lines: Line[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    ...lines.flatMap((l) =>
      typeof l === 'string'
        ? [l]
        : [
            '',
            quotedIntro(l.quoted),
            ...quotedLines(l.quoted).map((q) => `> ${q}`),
            quotedOutro(l.quoted),
            '',
          ],
    ),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '-- StaffMargin',
  ].join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c5fa8;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">${lines
    .map((l) =>
      typeof l === 'string'
        ? `<p>${escapeHtml(l)}</p>`
        : `<p style="margin-bottom:4px"><strong>${escapeHtml(quotedIntro(l.quoted))}</strong></p><blockquote style="margin:0 0 4px;padding:8px 12px;border-left:4px solid #c7ced6;background:#f4f6f8;color:#333">${quotedLines(
            l.quoted,
          )
            .map(escapeHtml)
            .join(
              '<br>',
            )}</blockquote><p style="margin-top:0;font-size:12px;color:#666">${escapeHtml(quotedOutro(l.quoted))}</p>`,
    )
    .join('')}${button}<p style="color:#666">-- StaffMargin</p></body></html>`;
  return { kind, to, subject: oneLine(subject, 200), text, html };
}

export const confirmEmailMail = (to: string, firstName: string, url: string) =>
  layout(
    'confirm_email',
    to,
    'Confirm your e-mail address',
    [
      `Hi ${firstName},`,
      'Thanks for signing up. Please confirm your e-mail address to continue setting up your company.',
    ],
    { label: 'Confirm my e-mail', url },
  );

export const resetPasswordMail = (to: string, firstName: string, url: string) =>
  layout(
    'reset_password',
    to,
    'Reset password instructions',
    [
      `Hi ${firstName},`,
      'Someone asked to reset the password of your account. If it was you, choose a new password below; the link works for 1 hour.',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
    { label: 'Change my password', url },
  );

export const invitationMail = (to: string, organizationName: string, inviter: string, url: string) =>
  layout(
    'invitation',
    to,
    `You are invited to join ${oneLine(organizationName, NAME_MAX)}`,
    [
      `${oneLine(inviter, NAME_MAX)} invited you to join ${oneLine(organizationName, NAME_MAX)} on StaffMargin.`,
      'The invitation is valid for 7 days.',
    ],
    { label: 'Accept invitation', url },
  );

export const changeEmailOtpMail = (to: string, firstName: string, code: string) =>
  layout('email_change_code', to, 'Your verification code', [
    `Hi ${firstName},`,
    `Your verification code is ${code}. Enter it to confirm your new e-mail address; it expires in 15 minutes.`,
  ]);

/**
 * A quote sent to a client: the link to view and sign it, and its PDF attached by the caller. The subject holds
 * only the quote number and the organisation's name, bounded; the member's note is the organisation's quoted
 * message.
 */
export const quoteMail = (
  to: string,
  q: {
    organizationName: string;
    quoteNumber: string;
    companyName: string;
    validUntil: string;
    note?: string;
    /** The quote's lines as every renderer prints them (quoteLineRows), and its totals. */
    lines?: readonly QuoteLineRow[];
    totals?: { subTotal: string; salesTax: string; total: string };
  },
  url: string,
) => {
  const org = oneLine(q.organizationName, NAME_MAX);
  const number = oneLine(q.quoteNumber, NUMBER_MAX);
  const figures = q.lines?.length
    ? [
        'The quote bills (people × hours per person × rate = amount):',
        ...q.lines.map((l) => `${oneLine(l.title, NAME_MAX)}, ${l.detail}: ${l.text.check}`),
        ...(q.totals
          ? [`Sub-Total ${q.totals.subTotal}; sales tax ${q.totals.salesTax}; Total ${q.totals.total}.`]
          : []),
      ]
    : [];
  return layout(
    'quote',
    to,
    `Quote ${number} from ${org}`,
    [
      'Hello,',
      `${org} sent you quote ${number} for ${oneLine(q.companyName, NAME_MAX)}. The PDF is attached.`,
      ...figures,
      ...(q.note?.trim() ? [{ quoted: { from: q.organizationName, text: q.note.trim() } }] : []),
      `You can review, approve and sign it online until ${q.validUntil}.`,
    ],
    { label: 'Review and sign the quote', url },
  );
};

/** To the signer: their signed copy (PDF attached, signature page included). */
export const quoteSignedClientMail = (
  to: string,
  q: { organizationName: string; quoteNumber: string; signerName: string; documentSha256: string },
) =>
  layout(
    'quote_signed',
    to,
    `Signed quote ${oneLine(q.quoteNumber, NUMBER_MAX)} from ${oneLine(q.organizationName, NAME_MAX)}`,
    [
      `Hi ${oneLine(q.signerName, NAME_MAX)},`,
      `Thank you for approving quote ${q.quoteNumber}. Your signed copy is attached; its last page records your signature.`,
      `Fingerprint (SHA-256) of the quote you signed: ${q.documentSha256}`,
    ],
  );

/**
 * To the quote's team: the client signed or declined. The subject is the product's words with the quote number
 * only; what the client typed (their name, a decline reason) stays in the body.
 */
export const quoteAnsweredMail = (
  to: string,
  firstName: string,
  answer: { quoteNumber: string; signed: boolean },
  message: string,
  url: string,
) =>
  layout(
    'quote_answered',
    to,
    `Quote ${oneLine(answer.quoteNumber, NUMBER_MAX)} was ${answer.signed ? 'approved and signed' : 'declined'}`,
    [`Hi ${firstName},`, message],
    { label: 'Open the quote', url },
  );

/** A receipt for each payment: the invoice lines and total in dollars (docs/product/billing.md#e-mails). */
export const receiptMail = (
  to: string,
  organizationName: string,
  invoice: { number: string; lines: { description: string; amount: string }[]; total: string; date: string },
  url: string,
) =>
  layout(
    'receipt',
    to,
    `Receipt ${invoice.number} from StaffMargin`,
    [
      `Thank you for your payment for ${organizationName}.`,
      `Invoice ${invoice.number}, paid on ${invoice.date}:`,
      ...invoice.lines.map((l) => `${l.description}: ${l.amount}`),
      `Total paid: ${invoice.total}`,
    ],
    { label: 'Open the invoice', url },
  );

/** A renewal payment failed: the card is retried; the owner updates it before the grace period ends. */
export const paymentFailedMail = (
  to: string,
  organizationName: string,
  amount: string,
  graceEnds: string,
  url: string,
) =>
  layout(
    'payment_failed',
    to,
    'Your StaffMargin payment failed',
    [
      `We could not charge ${amount} for ${organizationName}'s plan.`,
      'We will retry the card over the next days. Update your payment method to keep your organisation writable;',
      `if no payment succeeds by ${graceEnds}, the organisation becomes read-only until a plan is paid.`,
    ],
    { label: 'Update payment method', url },
  );

/** The trial ends tomorrow: what happens then, and the plans to choose from (docs/product/billing.md#e-mails). */
export const trialEndingMail = (
  to: string,
  organizationName: string,
  endsOn: string,
  prices: string,
  url: string,
) =>
  layout(
    'trial_ending',
    to,
    'Your StaffMargin trial ends tomorrow',
    [
      `The free trial of ${organizationName} ends on ${endsOn}.`,
      'Choose a plan before then to keep adding calculations, quotes and members; your data stays either way.',
      prices,
    ],
    { label: 'Choose a plan', url },
  );

/** The trial has ended without a plan: the organisation is read-only until one is paid. */
export const trialEndedMail = (
  to: string,
  organizationName: string,
  endedOn: string,
  prices: string,
  url: string,
) =>
  layout(
    'trial_ended',
    to,
    'Your StaffMargin trial has ended',
    [
      `The free trial of ${organizationName} ended on ${endedOn}.`,
      'Your calculations, quotes and settings are kept and can be read, but nothing can be changed until a plan is paid.',
      prices,
    ],
    { label: 'Choose a plan', url },
  );

/** A plan was cancelled: it stays active until the end of the paid term, and nothing more is charged. */
export const cancellationMail = (
  to: string,
  organizationName: string,
  planName: string,
  endsOn: string,
  url: string,
) =>
  layout(
    'cancellation',
    to,
    'Your StaffMargin plan is cancelled',
    [
      `The ${planName} plan of ${organizationName} was cancelled.`,
      `It stays active until ${endsOn}; nothing more will be charged. After that date the organisation becomes read-only until a plan is paid.`,
      'Changed your mind? You can resume the plan until then.',
    ],
    { label: 'Open billing', url },
  );

/** A webhook endpoint was turned off after repeated failed deliveries (docs/product/webhooks.md#disabling). */
export const webhookDisabledMail = (
  to: string,
  organizationName: string,
  endpoint: { url: string; failedEvents: number },
  url: string,
) =>
  layout(
    'webhook_disabled',
    to,
    'A StaffMargin webhook endpoint was disabled',
    [
      `StaffMargin stopped sending events of ${organizationName} to ${oneLine(endpoint.url, 200)}.`,
      `Every attempt to deliver the last ${endpoint.failedEvents} events failed over about a day each, so the endpoint was disabled.`,
      'Check that the address answers with a 2xx status, then enable it again in Settings, Webhooks; the delivery log shows each attempt.',
    ],
    { label: 'Open webhooks', url },
  );

/** A cancelled plan was resumed: it renews as before. */
export const resumptionMail = (
  to: string,
  organizationName: string,
  planName: string,
  renewsOn: string,
  amount: string,
  url: string,
) =>
  layout(
    'resumption',
    to,
    'Your StaffMargin plan is resumed',
    [
      `The ${planName} plan of ${organizationName} is no longer cancelled.`,
      `It renews on ${renewsOn} for ${amount}, and then until you cancel.`,
    ],
    { label: 'Open billing', url },
  );

const contactSubjects = {
  demo: 'Demo request',
  inquiry: 'Inquiry',
  support: 'Support request',
} as const;

/** A contact form sent to the support address; the sender's own text is escaped by the layout. */
export const contactMail = (
  to: string,
  form: {
    id: number;
    kind: 'demo' | 'inquiry' | 'support';
    name: string;
    email: string;
    companyName: string;
    employees?: number;
    message: string;
  },
) =>
  layout('contact', to, `${contactSubjects[form.kind]} #${form.id} from ${oneLine(form.name, NAME_MAX)}`, [
    `${contactSubjects[form.kind]} from the website (#${form.id}).`,
    `Name: ${form.name}`,
    `E-mail: ${form.email}`,
    ...(form.companyName ? [`Company: ${form.companyName}`] : []),
    ...(form.employees !== undefined ? [`Number of employees: ${form.employees}`] : []),
    ...(form.message ? ['Message:', ...form.message.split(/\r?\n/)] : []),
    'Reply to the sender at the e-mail address above.',
  ]);
