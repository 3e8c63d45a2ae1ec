// Sending e-mail. With SMTP_URL set, messages go out through that server
// (nodemailer) from a queue in the mail_outbox table, so a mail server outage
// delays e-mail without losing it. Without SMTP_URL — development and tests, or
// production with MAIL_OUTBOX_IN_PRODUCTION — they are kept in that table,
// readable at /dev/outbox outside production. Only in development are their
// links logged, so a developer can follow them: they carry one-time tokens.
import nodemailer from 'nodemailer';
import type { Config } from '../config/env.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { maskEmails, type Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `outbox`. */
  readonly transport: 'smtp' | 'outbox';
  /**
   * Resolves once the message is safe in the mail_outbox table (and, with SMTP, after a first
   * delivery attempt). A failed attempt is retried later; only a database failure rejects.
   */
  send(message: MailMessage): Promise<void>;
  /** Tries every pending message whose time has come (also run on a timer). */
  retryDue(): Promise<void>;
  /** Stops the retry timer and waits for a retry in progress. */
  close(): Promise<void>;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** After this many failed attempts a message is marked failed and logged as an error. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 60 * 60_000;
/** While one process is trying a message, others leave it alone for this long. */
const LEASE_MS = 5 * 60_000;

interface QueuedMail extends MailMessage {
  id: number;
  attempts: number;
}

export function createMailer(deps: {
  config: Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_RETRY_SECONDS'>;
  logger: Logger;
  prisma: PrismaClient;
}): Mailer {
  const { config, logger, prisma } = deps;
  if (config.SMTP_URL) return createSmtpMailer({ ...deps, smtpUrl: config.SMTP_URL });
  const logLinks = config.NODE_ENV === 'development';
  return {
    transport: 'outbox',
    async send(message) {
      const stored = await prisma.outboxEmail.create({ data: message, select: { id: true } });
      const links = logLinks ? { links: message.text.match(LINK) ?? [] } : {};
      logger.info(
        { to: maskEmails(message.to), subject: message.subject, ...links, outboxId: stored.id },
        'e-mail kept in the mail_outbox table (SMTP_URL is not set)',
      );
    },
    retryDue: async () => {},
    close: async () => {},
  };
}

/**
 * SMTP with a queue in PostgreSQL: each message is stored, tried at once, and on failure
 * retried with exponential backoff by whichever process's timer claims it first
 * (FOR UPDATE SKIP LOCKED), then deleted once the mail server has accepted it.
 */
function createSmtpMailer(deps: {
  config: Pick<Config, 'MAIL_FROM' | 'MAIL_RETRY_SECONDS'>;
  smtpUrl: string;
  logger: Logger;
  prisma: PrismaClient;
}): Mailer {
  const { config, logger, prisma } = deps;
  // Settings in the URL's query (e.g. ?ignoreTLS=true) take precedence over these.
  const transporter = nodemailer.createTransport({
    url: deps.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const retryMs = config.MAIL_RETRY_SECONDS * 1000;
  const backoffMs = (attempts: number) => Math.min(retryMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);

  async function attempt(mail: QueuedMail) {
    const { id, attempts: before, ...message } = mail;
    const attempts = before + 1;
    try {
      await transporter.sendMail({ from: config.MAIL_FROM, ...message });
      await prisma.outboxEmail.delete({ where: { id } });
      logger.info({ to: maskEmails(message.to), subject: message.subject, attempts }, 'e-mail sent');
    } catch (error) {
      const givingUp = attempts >= MAX_DELIVERY_ATTEMPTS;
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await prisma.outboxEmail.update({
        where: { id },
        data: {
          attempts,
          status: givingUp ? 'failed' : 'pending',
          nextAttemptAt: givingUp ? null : new Date(Date.now() + backoffMs(attempts)),
          lastError,
        },
      });
      // The mail server's answer, not the error object: its texts and fields name the recipient in clear.
      const context = {
        error: maskEmails(lastError),
        to: maskEmails(message.to),
        subject: message.subject,
        attempts,
        outboxId: id,
      };
      if (givingUp) logger.error(context, 'e-mail could not be delivered: gave up (mail_outbox, status failed)');
      else logger.warn(context, 'e-mail delivery failed: it stays queued and will be retried');
    }
  }

  let retrying: Promise<void> | null = null;
  async function retryDue() {
    // Timestamps are stored as UTC without a time zone (Prisma's DateTime), so compare in UTC.
    const due = await prisma.$queryRaw<QueuedMail[]>`
      UPDATE mail_outbox SET next_attempt_at = (now() AT TIME ZONE 'UTC') + ${LEASE_MS} * interval '1 millisecond'
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'pending' AND next_attempt_at <= (now() AT TIME ZONE 'UTC')
        ORDER BY next_attempt_at LIMIT 20
        FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, html, attempts`;
    for (const mail of due) await attempt(mail);
  }
  const timer = setInterval(() => {
    retrying ??= retryDue()
      .catch((error: unknown) => logger.warn({ err: error }, 'could not retry queued e-mail'))
      .finally(() => (retrying = null));
  }, retryMs).unref();

  return {
    transport: 'smtp',
    async send(message) {
      const queued = await prisma.outboxEmail.create({
        data: {
          ...message,
          status: 'pending',
          // The lease: no retry timer picks it up while this first attempt runs.
          nextAttemptAt: new Date(Date.now() + LEASE_MS),
        },
        select: { id: true, attempts: true },
      });
      await attempt({ ...message, ...queued });
    },
    retryDue,
    async close() {
      clearInterval(timer);
      await retrying;
      transporter.close();
    },
  };
}
