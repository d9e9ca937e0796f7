import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(
  to: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '-- StaffMargin',
  ].join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c5fa8;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}${button}<p style="color:#666">-- StaffMargin</p></body></html>`;
  return { to, subject, text, html };
}

export const confirmEmailMail = (to: string, firstName: string, url: string) =>
  layout(
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
    to,
    `You are invited to join ${organizationName}`,
    [
      `${inviter} invited you to join ${organizationName} on StaffMargin.`,
      'The invitation is valid for 7 days.',
    ],
    { label: 'Accept invitation', url },
  );

export const changeEmailOtpMail = (to: string, firstName: string, code: string) =>
  layout(to, 'Your verification code', [
    `Hi ${firstName},`,
    `Your verification code is ${code}. Enter it to confirm your new e-mail address; it expires in 15 minutes.`,
  ]);
