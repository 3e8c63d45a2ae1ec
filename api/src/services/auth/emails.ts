// The account e-mails, each in plain text and HTML. Anything that comes from a
// user (their name) or a URL is HTML-escaped before it goes into the markup.
import type { MailMessage } from '../../lib/mailer.js';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Recipient {
  email: string;
  username: string;
  fullName: string | null;
}

const greetingName = (user: Recipient) => user.fullName?.trim() || user.username;

function render(
  user: Recipient,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  const name = greetingName(user);
  const text = [
    `Hi ${name},`,
    '',
    intro,
    '',
    `${action}: ${link}`,
    '',
    outro,
    '',
    '— Lakbay, your AI travel planner',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
  <p>Hi ${escapeHtml(name)},</p>
  <p>${escapeHtml(intro)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(action)}</a></p>
  <p style="font-size: 13px; color: #4a5568">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>${escapeHtml(outro)}</p>
  <p>— Lakbay, your AI travel planner</p>
</body>
</html>
`;
  return { to: user.email, subject, text, html };
}

export function verificationEmail(user: Recipient, link: string): MailMessage {
  return render(
    user,
    'Verify your Lakbay email address',
    'Welcome to Lakbay! Please confirm your email address so you can plan trips, use the booking features and open your dashboard.',
    'Verify my email address',
    link,
    'This link expires in 24 hours. If you did not create a Lakbay account, you can ignore this email.',
  );
}

export function passwordResetEmail(user: Recipient, link: string): MailMessage {
  return render(
    user,
    'Reset your Lakbay password',
    'We received a request to reset the password of your Lakbay account.',
    'Choose a new password',
    link,
    'This link expires in 1 hour and works once. If you did not ask for a new password, you can ignore this email: your password stays the same.',
  );
}

export function emailChangeVerificationEmail(user: Recipient, link: string): MailMessage {
  return render(
    user,
    'Verify your new Lakbay email address',
    'You changed the email address of your Lakbay account to this one. Please confirm it to keep planning trips and using your dashboard.',
    'Verify my email address',
    link,
    'This link expires in 24 hours. If you did not change your email address, reset your password right away.',
  );
}
