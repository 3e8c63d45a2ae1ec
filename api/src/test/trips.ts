// Helpers for tests about trips: a signed-in, verified browser, valid
// itineraries and trip bodies to save, and many saved trips at once.
import { expect } from 'vitest';
import type { PrismaClient } from '../generated/prisma/client.js';
import { TripStatus } from '../generated/prisma/enums.js';
import type { Locale } from '../lib/i18n.js';
import type { Itinerary } from '@lakbay/validation/itinerary';
import { latestToken, newAccount } from './accounts.js';
import { TestClient } from './http-client.js';
import type { TestServer } from './test-server.js';

/**
 * A browser signed in as a new user; verified unless told otherwise. With a
 * `locale`, its language switcher (the `lakbay_lang` cookie) says so from the
 * start, so the account is saved in that language too. With an `ip`, it speaks
 * from that address (`X-Forwarded-For`, for a server with TRUST_PROXY=1), so
 * that tests with the production rate limits can sign up many users.
 */
export async function signedInClient(
  server: TestServer,
  { verified = true, locale, ip }: { verified?: boolean; locale?: Locale; ip?: string } = {},
) {
  const browser = TestClient.for(server, ip ? { 'x-forwarded-for': ip } : {});
  if (locale) browser.cookies.set('lakbay_lang', locale);
  const account = newAccount('trip');
  const registered = await browser.post<{ id: number }>('/api/register', account);
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  if (verified) {
    const token = await latestToken(server, account.email, '/verify-email');
    const verification = await browser.get(`/api/verify-email?token=${token}`);
    expect(verification.status, JSON.stringify(verification.body)).toBe(200);
  }
  return { browser, account, userId: registered.body.id };
}

/** A valid itinerary of `days` days; `label` makes it recognisable. */
export function sampleItinerary(label = 'Budget', days = 2): Itinerary {
  return {
    destination: 'Tokyo, Japan',
    totalBudget: 35000,
    currency: 'PHP',
    duration: days,
    startDate: null,
    overview: `${label} overview`,
    tips: ['Get an IC card'],
    days: Array.from({ length: days }, (_, index) => ({
      day: index + 1,
      title: `${label} day ${index + 1}`,
      activities: ['Walk around Asakusa'],
      accommodation: 'Hostel',
      transportation: 'Metro',
      meals: ['Ramen'],
      costs: { accommodation: 1500, meals: 800, activities: 500, transportation: 300 },
    })),
    extraCosts: [{ label: 'Philippine travel tax', amount: 1620 }],
  };
}

/** The body of Save Itinerary (docs/product/trips.md, POST /api/trips). */
export function sampleSaveBody(overrides: Record<string, unknown> = {}) {
  return {
    originAirport: 'MNL',
    destinationCountry: 'JP',
    cities: ['Tokyo'],
    travelMonth: 4,
    currency: 'PHP',
    duration: 2,
    budget: 50000,
    preferences: ['food', 'culture'],
    budgetItinerary: sampleItinerary('Budget'),
    experienceItinerary: sampleItinerary('Experience'),
    savedType: 'budget',
    ...overrides,
  };
}

/**
 * `count` saved trips of `userId` written straight through Prisma in one
 * statement (hundreds in well under a second), a minute apart so the newest
 * first order is plain. Answers the ids newest first, the order both APIs and
 * My Trips list them in.
 */
export async function seedManyTrips(
  prisma: PrismaClient,
  userId: number,
  count: number,
  status: TripStatus = TripStatus.upcoming,
): Promise<number[]> {
  const start = Date.UTC(2026, 0, 1);
  const trips = await prisma.trip.createManyAndReturn({
    data: Array.from({ length: count }, (_, index) => {
      const itinerary = sampleItinerary(`Trip ${index + 1}`);
      return {
        userId,
        originAirport: 'MNL',
        destinationCountry: 'JP',
        travelMonth: 4,
        duration: itinerary.duration,
        budget: 50000,
        preferences: ['food'],
        budgetItinerary: itinerary,
        experienceItinerary: itinerary,
        status,
        createdAt: new Date(start + index * 60_000),
      };
    }),
    select: { id: true, createdAt: true },
  });
  return trips.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((trip) => trip.id);
}

/**
 * Makes `member` a co-traveler on `owner`'s trip as `role`: the owner invites the member's address and
 * the member accepts with the e-mailed link (docs/product/travel-together.md). Answers the link's token.
 */
export async function addCoTraveler(
  server: TestServer,
  owner: { browser: TestClient },
  tripId: number,
  member: { browser: TestClient; account: { email: string } },
  role: 'editor' | 'viewer',
) {
  const invited = await owner.browser.post(`/api/trips/${tripId}/invitations`, { email: member.account.email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = await latestToken(server, member.account.email, '/join-trip');
  const accepted = await member.browser.post(`/api/trip-invitations/${token}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return token;
}
