// A trip's own address for forwarded confirmations (issue 31 item 1, docs/product/bookings.md):
// `trip+<id>.<mac>@MAIL_RECEIVER_DOMAIN`, made like a share link (lib/signed-ids.ts, in lower-case hex
// so a mail server that folds case keeps it). Only the trip's owner sees, renews or turns it off;
// renewing kills the old address at once. The SMTP receiver (http/mail-receiver.ts) asks
// `tripFor(address)` at RCPT TO, so a guessed or revoked address is refused before any data, and
// `receive` saves what a message holds. Forwarding is off unless the receiver is configured.
import type pg from 'pg';
import type { PrismaClient, TripBookingMailbox } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/errors.js';
import { createSignedIds } from '../../lib/signed-ids.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';
import type { TripService } from '../trips/trips.js';
import type { TripBookingService } from './trip-bookings.js';

export const mailboxMessages = {
  off: 'trips:bookings.forwardingOff',
} as const;

export interface BookingMailboxRateLimits {
  /** Messages one trip's address takes: a trip's confirmations, not a flood. */
  messagesPerTrip: RateLimitRule;
}

export const defaultBookingMailboxRateLimits: BookingMailboxRateLimits = {
  messagesPerTrip: { points: 20, durationSeconds: 60 * 60 },
};

/** Fixed label: the key is only ever good for trips' mail addresses. */
const KEY_LABEL = 'trip-booking-mailboxes';
const LOCAL_PART = /^trip\+([0-9a-f]{24}\.[0-9a-f]{24})$/;

export function createBookingMailboxService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  trips: Pick<TripService, 'getOwn'>;
  bookings: Pick<TripBookingService, 'addForwarded'>;
  /** MAIL_RECEIVER_DOMAIN; null when forwarding is off. */
  domain: string | null;
  sessionSecret: string;
  rateLimitMultiplier?: number;
}) {
  const { prisma, trips, domain } = deps;
  const signedIds = createSignedIds(deps.sessionSecret, KEY_LABEL, 'mail');
  const limits = createLimiters(deps.pool, defaultBookingMailboxRateLimits, deps.rateLimitMultiplier);

  function requireOn(): string {
    if (!domain) throw new AppError('BAD_USER_INPUT', mailboxMessages.off);
    return domain;
  }

  return {
    /** Whether this Lakbay receives forwarded confirmations. */
    enabled: domain !== null,

    /** The address to forward to. */
    address: (mailbox: Pick<TripBookingMailbox, 'id'>) => `trip+${signedIds.token(mailbox.id)}@${requireOn()}`,

    /** Gives one of the user's trips an address, or a new one: the old address stops working at once. */
    async renew(userId: number | null, tripId: unknown): Promise<TripBookingMailbox> {
      requireOn();
      const trip = await trips.getOwn(userId, tripId, { select: { id: true } });
      return prisma.tripBookingMailbox.upsert({
        where: { tripId: trip.id },
        create: { id: signedIds.newId(), tripId: trip.id },
        update: { id: signedIds.newId(), createdAt: new Date() },
      });
    },

    /** Turns the trip's address off for good. Harmless when it has none. */
    async close(userId: number | null, tripId: unknown): Promise<true> {
      const trip = await trips.getOwn(userId, tripId, { select: { id: true } });
      await prisma.tripBookingMailbox.deleteMany({ where: { tripId: trip.id } });
      return true;
    },

    /** The trip an address is for; null for any address of another domain, malformed, forged or revoked. */
    async tripFor(address: string): Promise<number | null> {
      if (!domain) return null;
      const at = address.lastIndexOf('@');
      if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
      const token = LOCAL_PART.exec(address.slice(0, at).toLowerCase())?.[1];
      const id = signedIds.verifiedId(token);
      const mailbox = id
        ? await prisma.tripBookingMailbox.findUnique({ where: { id }, select: { tripId: true } })
        : null;
      return mailbox?.tripId ?? null;
    },

    /** Saves what a message to the trip's address holds; the trip's limit refuses a flood. */
    async receive(tripId: number, text: string) {
      await limits.messagesPerTrip.consume(String(tripId));
      return deps.bookings.addForwarded(tripId, text);
    },
  };
}

export type BookingMailboxService = ReturnType<typeof createBookingMailboxService>;
