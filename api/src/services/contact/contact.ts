// The public contact and package-quote form (docs/product/deals-and-quotes.md) and the deals
// newsletter sign-up. Both are open to anyone, so both are rate limited per
// client address, and the form also per address it sends its acknowledgement to. GraphQL (graphql/types/contact.ts) and REST (rest/contact.ts)
// are thin adapters over this service. A stored request is mailed to the team
// and acknowledged to the sender in the background: a mail failure is logged and
// never loses the request, which is stored first.
import { contactRequest, newsletterForm } from '@lakbay/validation/contact';
import type pg from 'pg';
import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { createBackgroundMail } from '../../lib/background-mail.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import { parseInput } from '../../lib/validation.js';
import type { LocalizedRequestMeta, RequestMeta } from '../auth/auth.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';
import { contactAcknowledgementEmail, contactNotificationEmail } from './emails.js';
import type { MessageKey } from '../../lib/i18n.js';

export const contactMessages = {
  submitted: 'contact:submitted',
  subscribed: 'contact:subscribed',
  notAnObject: 'errors:notObject',
} as const;

export interface ContactRateLimits {
  contactPerIp: RateLimitRule;
  /** Acknowledgements one address receives, whoever types it in. */
  contactPerEmail: RateLimitRule;
  newsletterPerIp: RateLimitRule;
}

const HOUR = 60 * 60;

export const defaultContactRateLimits: ContactRateLimits = {
  contactPerIp: { points: 5, durationSeconds: HOUR },
  contactPerEmail: { points: 3, durationSeconds: HOUR },
  newsletterPerIp: { points: 10, durationSeconds: HOUR },
};

/** A contact or quote request (docs/product/deals-and-quotes.md): the fields the web forms check too. */
export const contactSchema = z.object(
  contactRequest,
  // Unknown keys (the quote form's agreeToTerms) are dropped, not refused.
  { error: contactMessages.notAnObject },
);

const newsletterSchema = z.object(newsletterForm.shape, { error: contactMessages.notAnObject });

export interface ContactReceipt {
  id: number;
  message: MessageKey;
}

export interface ContactMailSettings {
  /** The team mailbox that hears of every request. */
  CONTACT_NOTIFY_EMAIL?: string | undefined;
  /** Without CONTACT_NOTIFY_EMAIL the notification goes to this From address. */
  MAIL_FROM: string;
}

/** CONTACT_NOTIFY_EMAIL, else the address in MAIL_FROM ("Lakbay <team@example.ph>" gives team@example.ph). */
export function contactNotifyAddress(settings: ContactMailSettings): string {
  return settings.CONTACT_NOTIFY_EMAIL ?? /<([^<>]+)>\s*$/.exec(settings.MAIL_FROM)?.[1] ?? settings.MAIL_FROM.trim();
}

export function createContactService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  logger: Logger;
  mailer: Mailer;
  mailSettings: ContactMailSettings;
  rateLimitMultiplier?: number;
}) {
  const { prisma } = deps;
  const limits = createLimiters(deps.pool, defaultContactRateLimits, deps.rateLimitMultiplier);
  const teamAddress = contactNotifyAddress(deps.mailSettings);

  const mail = createBackgroundMail(deps.mailer, deps.logger);

  return {
    /** Stores a contact or quote request, then mails it; only well-formed requests count against the limit. */
    async submit(input: unknown, meta: LocalizedRequestMeta): Promise<ContactReceipt> {
      const data = parseInput(contactSchema, input);
      await limits.contactPerIp.consume(meta.ip);
      await limits.contactPerEmail.consume(data.email);
      const { id } = await prisma.contactSubmission.create({ data, select: { id: true } });
      mail.deliver(contactNotificationEmail({ id, ...data }, teamAddress), { submissionId: id });
      mail.deliver(contactAcknowledgementEmail(data, meta.locale), { submissionId: id });
      return { id, message: contactMessages.submitted };
    },

    /** Idempotent: a known address gets the same answer and keeps its first sign-up date. */
    async subscribeNewsletter(input: unknown, meta: RequestMeta) {
      const { email } = parseInput(newsletterSchema, input);
      await limits.newsletterPerIp.consume(meta.ip);
      // INSERT ... ON CONFLICT DO NOTHING: two sign-ups at once cannot collide.
      await prisma.newsletterSubscription.createMany({ data: [{ email }], skipDuplicates: true });
      return { email, message: contactMessages.subscribed };
    },

    /** Resolves once every e-mail handed to the mailer has been sent or has failed. */
    idle: mail.idle,
  };
}

export type ContactService = ReturnType<typeof createContactService>;
