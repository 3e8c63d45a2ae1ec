// The privacy notice's contact and the account data export (issue #22 item 6,
// docs/decisions/024-privacy-pages-and-data-export.md). GraphQL
// (graphql/types/privacy.ts) and REST (rest/privacy.ts) are thin adapters.
//
// The export is everything Lakbay keeps about the signed-in user, read as it is
// stored, in one JSON document. Never in it: the password hash, the hashes of
// one-time tokens and API tokens, session ids, and the one-time links inside
// queued e-mails (blanked), since a copy of the file must not open the account.
// Records tied to the account only by an e-mail address (contact requests, the
// newsletter sign-up, queued e-mails) are included once that address is
// verified: anyone can sign up with someone else's address, and must not read
// what its owner sent us.
import type pg from 'pg';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { scopeName } from '../api-tokens/api-tokens.js';
import type { AuthService } from '../auth/auth.js';
import { createLimiters, type RateLimitRule } from '../auth/rate-limits.js';
import { contactNotifyAddress, type ContactMailSettings } from '../contact/contact.js';
import type { ShareLinkService } from '../trips/share-links.js';

export interface PrivacySettings extends ContactMailSettings {
  /** Where privacy requests go; unset: the contact address (CONTACT_NOTIFY_EMAIL, else MAIL_FROM's). */
  PRIVACY_CONTACT_EMAIL?: string | undefined;
}

export interface PrivacyRateLimits {
  /** Exports of one account, from any device. */
  exportPerUser: RateLimitRule;
}

export const defaultPrivacyRateLimits: PrivacyRateLimits = {
  exportPerUser: { points: 5, durationSeconds: 60 * 60 },
};

/** Names the file's layout; a new version adds fields or changes their meaning. */
export const EXPORT_FORMAT = { name: 'lakbay-account-export', version: 1 } as const;

/** A one-time token in a link (`?token=…`, verification and reset e-mails), blanked in the export. */
const LINK_TOKEN = /([?&]token=)[^&#\s"'<>]+/gi;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const epochIso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

/** One traveler's departure-readiness answers and ticks on a trip. */
const readinessRecord = (readiness: { answers: unknown; tickedIds: string[]; createdAt: Date; updatedAt: Date }) => ({
  answers: readiness.answers,
  tickedItems: readiness.tickedIds,
  createdAt: iso(readiness.createdAt),
  updatedAt: iso(readiness.updatedAt),
});

/** The parts of a stored session (http/session.ts) the export shows; its expiry is the cookie's, as an ISO string. */
interface StoredSession {
  signedInAt?: number;
  activeAt?: number;
  cookie?: { expires?: string };
}

export interface AccountDataExport {
  fileName: string;
  data: Record<string, unknown>;
}

export function createPrivacyService(deps: {
  prisma: PrismaClient;
  pool: pg.Pool;
  auth: Pick<AuthService, 'requireSignedIn'>;
  shareLinks: Pick<ShareLinkService, 'url'>;
  settings: PrivacySettings;
  rateLimitMultiplier?: number;
  now?: () => Date;
}) {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = createLimiters(deps.pool, defaultPrivacyRateLimits, deps.rateLimitMultiplier);
  const contactEmail = deps.settings.PRIVACY_CONTACT_EMAIL ?? contactNotifyAddress(deps.settings);

  /** What is kept under the account's e-mail address only: contact requests, the newsletter, queued e-mail. */
  async function emailRecords(email: string) {
    const [contactRequests, newsletter, emails] = await Promise.all([
      prisma.contactSubmission.findMany({ where: { email }, orderBy: { id: 'asc' } }),
      prisma.newsletterSubscription.findUnique({ where: { email } }),
      prisma.outboxEmail.findMany({
        where: { to: email },
        orderBy: { id: 'asc' },
        select: { subject: true, text: true, status: true, attempts: true, createdAt: true },
      }),
    ]);
    return {
      contactRequests: contactRequests.map((request) => ({
        id: request.id,
        fullName: request.fullName,
        email: request.email,
        phone: request.phone,
        travelDetails: request.travelDetails,
        tripTypes: request.tripTypes,
        createdAt: iso(request.createdAt),
      })),
      newsletterSubscription: newsletter && { email: newsletter.email, createdAt: iso(newsletter.createdAt) },
      queuedEmails: emails.map((mail) => ({
        subject: mail.subject,
        text: mail.text.replace(LINK_TOKEN, '$1[removed]'),
        status: mail.status,
        attempts: mail.attempts,
        createdAt: iso(mail.createdAt),
      })),
    };
  }

  return {
    /** The address the privacy notice gives for requests about personal data. */
    contactEmail,

    /** Everything kept about the signed-in user (see top), as a JSON document and the name to save it under. */
    async exportAccountData(userId: number | null): Promise<AccountDataExport> {
      const user = await deps.auth.requireSignedIn(userId);
      await limits.exportPerUser.consume(String(user.id));
      const [trips, sharedReadiness, expenses, apiTokens, calendarFeed, sessions, byEmail] = await Promise.all([
        prisma.trip.findMany({
          where: { userId: user.id },
          orderBy: { id: 'asc' },
          include: {
            readiness: { where: { userId: user.id } },
            shareLink: true,
            diaries: { orderBy: { id: 'asc' } },
          },
        }),
        // Their own checklist on trips they are (or were) a co-traveler on.
        prisma.tripReadiness.findMany({
          where: { userId: user.id, trip: { userId: { not: user.id } } },
          orderBy: { id: 'asc' },
        }),
        // On any trip, theirs or one they are (or were) on: what they paid and what they owe.
        prisma.tripExpense.findMany({
          where: { OR: [{ paidById: user.id }, { shares: { some: { userId: user.id } } }] },
          orderBy: { id: 'asc' },
          include: { shares: { where: { userId: user.id } } },
        }),
        prisma.apiToken.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.calendarFeed.findUnique({ where: { userId: user.id }, select: { createdAt: true } }),
        // Sessions name their user inside the JSON, the way sign-out everywhere finds them (auth.ts).
        prisma.$queryRaw<{ sess: StoredSession }[]>`
          SELECT sess FROM "session" WHERE sess->>'userId' = ${String(user.id)} ORDER BY expire`,
        user.isVerified ? emailRecords(user.email) : null,
      ]);
      const exportedAt = now();
      const data = {
        format: EXPORT_FORMAT.name,
        version: EXPORT_FORMAT.version,
        exportedAt: exportedAt.toISOString(),
        account: {
          id: user.id,
          username: user.username,
          email: user.email,
          fullName: user.fullName,
          isVerified: user.isVerified,
          locale: user.locale,
          createdAt: iso(user.createdAt),
          // Only when a link is outstanding; the token itself is never stored.
          verificationLinkExpiresAt: iso(user.verificationTokenExpiresAt),
          passwordResetLinkExpiresAt: iso(user.passwordResetTokenExpiresAt),
        },
        trips: trips.map((trip) => ({
          id: trip.id,
          originAirport: trip.originAirport,
          destinationCountry: trip.destinationCountry,
          cities: trip.cities,
          travelMonth: trip.travelMonth,
          currency: trip.currency,
          duration: trip.duration,
          budget: trip.budget,
          preferences: trip.preferences,
          savedType: trip.savedType,
          status: trip.status,
          startDate: iso(trip.startDate),
          createdAt: iso(trip.createdAt),
          updatedAt: iso(trip.updatedAt),
          version: trip.version,
          budgetItinerary: trip.budgetItinerary,
          experienceItinerary: trip.experienceItinerary,
          readiness: trip.readiness[0] ? readinessRecord(trip.readiness[0]) : null,
          shareLink: trip.shareLink && {
            url: deps.shareLinks.url(trip.shareLink),
            createdAt: iso(trip.shareLink.createdAt),
          },
          diaryEntries: trip.diaries.map((entry) => ({
            title: entry.title,
            content: entry.content,
            date: iso(entry.date),
            createdAt: iso(entry.createdAt),
          })),
        })),
        readinessOnSharedTrips: sharedReadiness.map((readiness) => ({
          tripId: readiness.tripId,
          ...readinessRecord(readiness),
        })),
        expenses: expenses.map((expense) => ({
          tripId: expense.tripId,
          amountMinor: expense.amountMinor,
          currency: expense.currency,
          category: expense.category,
          day: expense.day,
          note: expense.note,
          paidByYou: expense.paidById === user.id,
          amountCentavos: expense.amountPhp,
          yourShareCentavos: expense.shares[0]?.amountPhp ?? 0,
          phpRate: expense.phpRate,
          rateDate: expense.rateDate,
          createdAt: iso(expense.createdAt),
        })),
        apiTokens: apiTokens.map((token) => ({
          id: token.id,
          name: token.name,
          prefix: token.prefix,
          scopes: token.scopes.map((scope) => scopeName[scope]),
          expiresAt: iso(token.expiresAt),
          lastUsedAt: iso(token.lastUsedAt),
          revokedAt: iso(token.revokedAt),
          createdAt: iso(token.createdAt),
        })),
        // When the calendar feed is on, since when; not its address, which reads every dated trip.
        calendarFeed: calendarFeed && { createdAt: iso(calendarFeed.createdAt) },
        sessions: sessions.map(({ sess }) => ({
          signedInAt: epochIso(sess.signedInAt),
          lastExtendedAt: epochIso(sess.activeAt),
          expiresAt: sess.cookie?.expires ?? null,
        })),
        // Null while the address is unverified (see top).
        emailAddressRecords: byEmail,
      };
      const day = exportedAt.toISOString().slice(0, 10);
      return { fileName: `lakbay-data-${user.username}-${day}.json`, data };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
