// Forwarding confirmations in tests: the app's SMTP receiver on a free port of 127.0.0.1 over a test
// server's services, and a sample confirmation as the message a mail client forwards.
import { startMailReceiver } from '../http/mail-receiver.js';
import { createLogger } from '../lib/logger.js';
import { sampleConfirmation } from './bookings.js';
import type { TestServer } from './test-server.js';

export const startTestMailReceiver = (server: TestServer, domain: string) =>
  startMailReceiver({
    port: 0,
    host: '127.0.0.1',
    domain,
    mailboxes: server.app.services.bookingMailboxes,
    logger: createLogger('silent'),
  });

/** A sample confirmation (domain/bookings/samples) to `to`: its From and Subject lines as headers, the rest as text. */
export function forwardedSample(name: string, to: string) {
  const sample = sampleConfirmation(name);
  const [header = '', ...body] = sample.split('\n\n');
  const from = /^From: (.*)$/m.exec(header)![1]!;
  const subject = /^Subject: (.*)$/m.exec(header)![1]!;
  return { from, to, subject, text: body.join('\n\n') };
}
