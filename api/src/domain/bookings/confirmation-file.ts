// The text of an uploaded confirmation: an e-mail saved as .eml (MIME, read by mailparser) or a
// PDF (read by unpdf, PDF.js's text layer with its line breaks). The text then goes through the
// same reader as a pasted one, so a file and a paste can never disagree.
import { simpleParser } from 'mailparser';
import { extractText } from 'unpdf';
import { plainText } from './confirmation-text.js';

/** The largest file taken: a confirmation with its logos, not a photo album. */
export const MAX_CONFIRMATION_FILE_BYTES = 2 * 1024 * 1024;

export type ConfirmationFileKind = 'pdf' | 'eml';

/** What the file is, by its first bytes (a PDF says so), else by its name; null for anything else. */
export function confirmationFileKind(bytes: Buffer, fileName: string): ConfirmationFileKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return /\.(eml|txt)$/i.test(fileName) ? 'eml' : null;
}

/** The message's text: its sender and subject as header lines, then its plain text (or its HTML's). */
async function emailText(bytes: Buffer): Promise<string> {
  const mail = await simpleParser(bytes, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const from = mail.from?.text ? `From: ${mail.from.text}\n` : '';
  const subject = mail.subject ? `Subject: ${mail.subject}\n` : '';
  // mailparser writes a text for an HTML-only message too, wrapping and spacing it its own way: such a
  // message's HTML is read the way a pasted one is. A message with a text part keeps it.
  const hasTextPart = /^content-type:\s*text\/plain/im.test(bytes.toString('latin1'));
  const body = typeof mail.html === 'string' && !hasTextPart ? plainText(mail.html) : (mail.text ?? '');
  return `${from}${subject}\n${body}`;
}

async function pdfText(bytes: Buffer): Promise<string> {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
}

/** The text of a confirmation file; throws when the file cannot be read as its kind. */
export function confirmationFileText(bytes: Buffer, kind: ConfirmationFileKind): Promise<string> {
  return kind === 'pdf' ? pdfText(bytes) : emailText(bytes);
}
