// The two e-mails a contact or quote request sends: a notification to the
// travel team and an acknowledgement to the traveler, each in plain text and
// HTML. Every value comes from a visitor, so all of it is HTML-escaped.
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

const SIGNATURE = '— Lakbay, your AI travel planner';

const tripTypesLabel = (tripTypes: string[]) => (tripTypes.length ? tripTypes.join(', ') : 'not given');

/** Paragraphs of text as HTML: escaped, with the traveler's line breaks kept. */
const htmlParagraph = (text: string) => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

function htmlDocument(body: string): string {
  return `<!doctype html>
<html lang="en">
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

/** To the traveler: we have the request and reply within 24 hours (spec §1, §9). */
export function contactAcknowledgementEmail(request: ContactRequest): MailMessage {
  const intro =
    "Thank you for your inquiry! We have received it and we'll contact you within 24 hours. Here is what you sent us:";
  const text = [
    `Hi ${request.fullName},`,
    '',
    intro,
    '',
    `Trip types: ${tripTypesLabel(request.tripTypes)}`,
    request.travelDetails,
    '',
    SIGNATURE,
    '',
  ].join('\n');
  const html = htmlDocument(`  <p>Hi ${escapeHtml(request.fullName)},</p>
  <p>${escapeHtml(intro)}</p>
  <p>Trip types: ${escapeHtml(tripTypesLabel(request.tripTypes))}</p>
  ${htmlParagraph(request.travelDetails)}
  <p>${SIGNATURE}</p>`);
  return { to: request.email, subject: 'We received your Lakbay travel inquiry', text, html };
}
