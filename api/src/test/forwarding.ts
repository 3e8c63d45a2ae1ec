// Forwarding confirmations in tests: the app's SMTP receiver on a free port of 127.0.0.1 over a test
// server's services, and a sample confirmation as the message a mail client forwards.
import { startMailReceiver } from '../http/mail-receiver.js';
import { createLogger } from '../lib/logger.js';
import { sampleMessage, type BookingSampleName } from './bookings.js';
import type { TestServer } from './test-server.js';

export const startTestMailReceiver = (server: TestServer, domain: string) =>
  startMailReceiver({
    port: 0,
    host: '127.0.0.1',
    domain,
    mailboxes: server.app.services.bookingMailboxes,
    logger: createLogger('silent'),
  });

/** A sample confirmation (domain/bookings/samples) to `to`, as a mail client forwards it. */
export const forwardedSample = (name: BookingSampleName, to: string) => ({ ...sampleMessage(name), to });
