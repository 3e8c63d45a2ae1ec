// The account e-mails, each in plain text and HTML, in the recipient's
// language (the `emails` catalogue). Anything that comes from a user (their
// name) or a URL is HTML-escaped before it goes into the markup.
//
// Mail to an address nobody has shown they own (a sign-up's, a changed
// address, an invitation's) carries no text its sender chose: no full name, no
// trip destination, so the app cannot carry someone's message to anyone who
// did not ask for it (issue #33 S6). The full name greets only a verified address.
import { asLocale, t, type Locale } from '../../lib/i18n.js';
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
  /** Whether the address is the account holder's, shown by following a verification link. */
  isVerified: boolean;
  /** The language the account chose (User.locale). */
  locale: string;
}

/** "Hi Juan," to a verified address; "Hello," to one that may not be the account holder's. */
const greeting = (user: Recipient, locale: Locale) =>
  user.isVerified
    ? t(locale, 'emails:greeting', { name: user.fullName?.trim() || user.username })
    : t(locale, 'emails:greetingUnverified');

/** A mail that asks the recipient to follow one link: its texts come from the `emails` catalogue. */
type LinkMail = 'verification' | 'passwordReset' | 'emailChange';

/** The texts of a mail that asks the recipient to follow one link. */
interface LinkMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  outro: string;
}

/** One layout for every link mail: plain text and HTML, every text and the link escaped in the markup. */
function linkMail(to: string, locale: Locale, texts: LinkMailTexts, link: string): MailMessage {
  const { greeting, intro, action, outro } = texts;
  const signature = t(locale, 'emails:signature');
  const text = [greeting, '', intro, '', `${action}: ${link}`, '', outro, '', signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
  <p>${escapeHtml(greeting)}</p>
  <p>${escapeHtml(intro)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #0f766e; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(action)}</a></p>
  <p style="font-size: 13px; color: #4a5568">${escapeHtml(t(locale, 'emails:copyLink'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p>${escapeHtml(outro)}</p>
  <p>${escapeHtml(signature)}</p>
</body>
</html>
`;
  return { to, subject: texts.subject, text, html };
}

function render(user: Recipient, mail: LinkMail, link: string): MailMessage {
  const locale = asLocale(user.locale);
  const say = (key: `${LinkMail}.${'subject' | 'intro' | 'action' | 'outro'}`) => t(locale, `emails:${key}`);
  const texts = {
    subject: say(`${mail}.subject`),
    greeting: greeting(user, locale),
    intro: say(`${mail}.intro`),
    action: say(`${mail}.action`),
    outro: say(`${mail}.outro`),
  };
  return linkMail(user.email, locale, texts, link);
}

export const verificationEmail = (user: Recipient, link: string) => render(user, 'verification', link);

export const passwordResetEmail = (user: Recipient, link: string) => render(user, 'passwordReset', link);

export const emailChangeVerificationEmail = (user: Recipient, link: string) => render(user, 'emailChange', link);

/**
 * The invitation to join a trip (issue #17): the recipient may not have an account yet. It names the
 * inviter by username (3 to 30 letters, digits, dots, dashes, underscores) and nothing else of theirs:
 * the trip's destination shows on the invitation page, once the recipient follows the link.
 */
export function tripInvitationEmail(invitation: {
  to: string;
  /** The recipient's language when they have an account, else the inviter's. */
  locale: string;
  /** The inviter's username. */
  inviter: string;
  role: 'editor' | 'viewer';
  link: string;
}): MailMessage {
  const locale = asLocale(invitation.locale);
  const texts = {
    subject: t(locale, 'emails:tripInvitation.subject'),
    greeting: t(locale, 'emails:tripInvitation.greeting'),
    intro: t(locale, `emails:tripInvitation.intro.${invitation.role}`, { inviter: invitation.inviter }),
    action: t(locale, 'emails:tripInvitation.action'),
    outro: t(locale, 'emails:tripInvitation.outro'),
  };
  return linkMail(invitation.to, locale, texts, invitation.link);
}
