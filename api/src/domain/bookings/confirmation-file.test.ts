// Confirmation files read into the text the paste box takes: an e-mail saved as .eml (plain, HTML
// with a script, quoted-printable, base64) and a PDF give the bookings their pasted text gives.
import { bookingSample as sample, sampleMessage, type BookingSampleName } from '../../test/bookings.js';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { describe, expect, it } from 'vitest';
import { textPdf } from '../../test/pdf.js';
import { confirmationFileKind, confirmationFileText } from './confirmation-file.js';
import { parseConfirmation } from './parse-confirmation.js';

function eml(name: BookingSampleName, options: { html?: boolean; encoding?: 'quoted-printable' | 'base64' } = {}) {
  const { from, subject, text: body } = sampleMessage(name);
  const html = `<html><head><script>alert(1)</script></head><body>${body
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('')}</body></html>`;
  return new MailComposer({
    from,
    to: 'juan@example.ph',
    subject,
    ...(options.html ? { html } : { text: body }),
    ...(options.encoding ? { textEncoding: options.encoding } : {}),
  })
    .compile()
    .build();
}

describe('confirmation files', () => {
  it('reads an .eml in plain text, quoted-printable or base64, or as HTML only, into the same bookings', async () => {
    const expected = parseConfirmation(sample('cebu-pacific')).bookings;
    expect(expected).toHaveLength(2);
    for (const options of [
      {},
      { encoding: 'quoted-printable' as const },
      { encoding: 'base64' as const },
      { html: true },
    ]) {
      const file = await eml('cebu-pacific', options);
      expect(confirmationFileKind(file, 'itinerary.eml')).toBe('eml');
      const text = await confirmationFileText(file, 'eml');
      expect(text).not.toMatch(/<script|alert\(1\)/);
      expect(parseConfirmation(text).bookings, JSON.stringify(options)).toEqual(expected);
    }
  });

  it('reads a PDF line by line', async () => {
    const pdf = textPdf(sample('agoda').split('\n'));
    expect(confirmationFileKind(pdf, 'anything.bin')).toBe('pdf');
    const text = await confirmationFileText(pdf, 'pdf');
    expect(parseConfirmation(text).bookings).toEqual(parseConfirmation(sample('agoda')).bookings);
  });

  it('knows a file by its first bytes or its name, and throws on a damaged PDF', async () => {
    expect(confirmationFileKind(Buffer.from('PK\u0003\u0004'), 'booking.docx')).toBeNull();
    expect(confirmationFileKind(Buffer.from('From: x'), 'booking.txt')).toBe('eml');
    await expect(confirmationFileText(Buffer.from('%PDF-1.4\nnot really'), 'pdf')).rejects.toThrow();
  });
});
