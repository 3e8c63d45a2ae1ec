// Sending e-mail. With SMTP_URL set, messages go out through that server
// (nodemailer). Without it — development, or a first run with no mail relay —
// they are kept in the mail_outbox table, readable at /dev/outbox, and their
// links are logged so a developer can follow them.
import nodemailer from 'nodemailer';
import type { Config } from '../config/env.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set, else `outbox`. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const LINK = /https?:\/\/[^\s<>"']+/g;

export function createMailer(deps: {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  logger: Logger;
  prisma: PrismaClient;
}): Mailer {
  const { config, logger, prisma } = deps;
  if (config.SMTP_URL) {
    // Settings in the URL's query (e.g. ?ignoreTLS=true) take precedence over these.
    const transporter = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: config.MAIL_FROM, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
      close: () => transporter.close(),
    };
  }
  return {
    transport: 'outbox',
    async send(message) {
      const stored = await prisma.outboxEmail.create({ data: message, select: { id: true } });
      logger.info(
        { to: message.to, subject: message.subject, links: message.text.match(LINK) ?? [], outboxId: stored.id },
        'e-mail kept in the development outbox (SMTP_URL is not set): see /dev/outbox',
      );
    },
    close: () => {},
  };
}
