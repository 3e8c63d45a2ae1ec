// The two e-mails a contact or quote request sends: a notification to the
// travel team (in English) and an acknowledgement to the traveler (in the
// language they wrote in), each in plain text and HTML. Every value comes
// from a visitor, so all of it is HTML-escaped. The acknowledgement goes to
// whatever address was typed in, so it carries none of the visitor's own words.
import { t, type Locale } from '../../lib/i18n.js';
import type { MailMessage } from '../../lib/mailer.js';
import { escapeHtml } from '../auth/emails.js';

export interface ContactRequest {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  travelDetails: string;
  tripTypes: string[];
}

const tripTypesLabel = (tripTypes: string[], locale: Locale = 'en') =>
  tripTypes.length ? tripTypes.join(', ') : t(locale, 'emails:contactAcknowledgement.tripTypesNotGiven');

/** Paragraphs of text as HTML: escaped, with the traveler's line breaks kept. */
const htmlParagraph = (text: string) => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

function htmlDocument(body: string, locale: Locale = 'en'): string {
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
${body}
</body>
</html>
`;
}

/** To the team address: everything the traveler sent, to reply to within 24 hours. */
export function contactNotificationEmail(request: ContactRequest, teamAddress: string): MailMessage {
  const facts: [string, string][] = [
    ['Name', request.fullName],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Trip types', tripTypesLabel(request.tripTypes)],
  ];
  const text = [
    `A new contact request (#${request.id}) arrived. Please reply within 24 hours.`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Trip details:',
    request.travelDetails,
    '',
  ].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `    <tr><th align="left" style="padding: 2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlDocument(`  <p>A new contact request (#${request.id}) arrived. Please reply within 24 hours.</p>
  <table>
${rows}
  </table>
  <p><strong>Trip details:</strong></p>
  ${htmlParagraph(request.travelDetails)}`);
  return {
    to: teamAddress,
    // A name may hold line breaks; a subject is one line.
    subject: `New contact request #${request.id} from ${request.fullName.replace(/\s+/g, ' ')}`,
    text,
    html,
  };
}

/**
 * To the traveler, in their language: we have the request and reply within 24 hours (docs/product/deals-and-quotes.md).
 * Fixed words only, and the trip types (chosen from a list): no name, no trip details, or the form
 * would relay anyone's text to any address.
 */
export function contactAcknowledgementEmail(
  request: Pick<ContactRequest, 'email' | 'tripTypes'>,
  locale: Locale,
): MailMessage {
  const paragraphs = [
    t(locale, 'emails:contactAcknowledgement.greeting'),
    t(locale, 'emails:contactAcknowledgement.intro'),
    t(locale, 'emails:contactAcknowledgement.tripTypes', { tripTypes: tripTypesLabel(request.tripTypes, locale) }),
    t(locale, 'emails:contactAcknowledgement.outro'),
    t(locale, 'emails:signature'),
  ];
  const text = `${paragraphs.join('\n\n')}\n`;
  const html = htmlDocument(paragraphs.map((paragraph) => `  <p>${escapeHtml(paragraph)}</p>`).join('\n'), locale);
  return { to: request.email, subject: t(locale, 'emails:contactAcknowledgement.subject'), text, html };
}
