// The SMTP receiver for forwarded booking confirmations (docs/product/bookings.md), on
// MAIL_RECEIVER_PORT when it is set: an MX for MAIL_RECEIVER_DOMAIN. smtp-server speaks the protocol;
// every answer a sender's mail server gets is one a person can read in the bounce:
// - RCPT TO an address that is not a live trip address: 550, before any data is sent;
// - a message over 2 MB: 552; one that gives no booking: 550 with why ("No booking found: …");
// - a trip's address past its hourly messages: 451, try later.
// No AUTH (senders are other mail servers) and no STARTTLS here: terminate TLS in front of it if wanted.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { confirmationFileText, MAX_CONFIRMATION_FILE_BYTES } from '../domain/bookings/confirmation-file.js';
import { AppError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { BookingMailboxService } from '../services/trip-bookings/booking-mailboxes.js';

/** The most trips one message may go to: a traveler forwards to one trip, sometimes two. */
const MAX_RECIPIENTS = 5;

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export interface MailReceiver {
  port: number;
  stop(): Promise<void>;
}

export async function startMailReceiver(options: {
  port: number;
  host: string;
  domain: string;
  mailboxes: Pick<BookingMailboxService, 'tripFor' | 'receive'>;
  logger: Logger;
}): Promise<MailReceiver> {
  const { mailboxes, logger } = options;
  // The trip each accepted recipient is for, by SMTP session.
  const tripsOf = new WeakMap<object, Map<string, number>>();

  const server = new SMTPServer({
    name: options.domain,
    banner: 'Lakbay booking confirmations',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_CONFIRMATION_FILE_BYTES,
    maxClients: 20,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      const trips = tripsOf.get(session) ?? new Map<string, number>();
      if (trips.size >= MAX_RECIPIENTS) return callback(smtpError(452, 'Too many recipients'));
      mailboxes.tripFor(address.address).then(
        (tripId) => {
          if (tripId === null) return callback(smtpError(550, 'No such trip address'));
          trips.set(address.address, tripId);
          tripsOf.set(session, trips);
          callback();
        },
        (error: unknown) => {
          logger.error({ err: error }, 'mail receiver: checking a recipient failed');
          callback(smtpError(451, 'Try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          if (stream.sizeExceeded) return callback(smtpError(552, 'That message is too large: at most 2 MB'));
          const tripIds = new Set(tripsOf.get(session)?.values() ?? []);
          try {
            const text = await confirmationFileText(Buffer.concat(chunks), 'eml');
            let saved = 0;
            for (const tripId of tripIds) saved += (await mailboxes.receive(tripId, text)).length;
            callback(null, `Added to the trip (${saved} bookings on it now)`);
          } catch (error) {
            if (error instanceof AppError) {
              const limited = error.code === 'RATE_LIMITED';
              return callback(smtpError(limited ? 451 : 550, limited ? 'Too many messages: try later' : error.message));
            }
            logger.error({ err: error }, 'mail receiver: a message could not be read');
            callback(smtpError(451, 'Try again later'));
          }
        })();
      });
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'mail receiver: connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
