// Departure readiness over GraphQL on a real database: the computed checklist,
// stored answers and ticks, the checklist in the account's language, ownership
// (another user's trip is NOT_FOUND), bad input, canceled trips, cascade on
// delete and API token scopes.
import { english, message } from '../../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n.js';
import { messages } from '../../services/auth/auth.js';
import { CHECKLIST_ITEM_IDS } from '../../services/readiness/checklist.js';
import { TRAVEL_PURPOSES } from '../../services/visa/visa-data.js';
import { readinessMessages } from '../../services/readiness/readiness.js';
import { tripMessages } from '../../services/trips/trips.js';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleSaveBody, signedInClient } from '../../test/trips.js';
import { partnerClient, type Scope } from '../../test/api-tokens.js';

const READINESS = `tripId openCount tickedIds
  answers { passportExpiry travelerType ageGroup travelPurpose ticketClass affidavitOfSupport travelingWithoutParent
    ofwDependent permanentResidentAbroad governmentEmployee }
  items { id title detail status dueDate amountPHP caveat lastChecked sources { id title url date } }`;
const GET = `query ($tripId: Int!) { tripReadiness(tripId: $tripId) { ${READINESS} } }`;
const UPDATE = `mutation ($tripId: Int!, $input: UpdateTripReadinessInput!) {
  updateTripReadiness(tripId: $tripId, input: $input) { ${READINESS} } }`;
const SAVE = `mutation ($input: SaveTripInput!) { saveTrip(input: $input) { id } }`;
const CANCEL = `mutation ($id: Int!) { updateTripStatus(id: $id, status: canceled) { id } }`;
const DELETE = `mutation ($id: Int!) { deleteTrip(id: $id) }`;
interface Item {
  id: string;
  title: string;
  detail: string;
  status: string;
  dueDate: string | null;
  amountPHP: number | null;
  caveat: string | null;
  lastChecked: string | null;
  sources: { id: string | null; url: string | null }[];
}
interface Readiness {
  tripId: number;
  openCount: number;
  tickedIds: string[];
  answers: Record<string, unknown>;
  items: Item[];
}

const item = (readiness: Readiness, id: string) => readiness.items.find((entry) => entry.id === id);

describe('trip readiness over GraphQL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  async function savedTrip(browser: TestClient, overrides: Record<string, unknown> = {}) {
    const result = await browser.graphql<{ saveTrip: { id: number } }>(SAVE, {
      input: sampleSaveBody({ startDate: '2027-03-10', duration: 5, ...overrides }),
    });
    expect(result.errors).toBeUndefined();
    return result.data!.saveTrip.id;
  }

  it('computes a tourist’s checklist before anything is saved, with sources and dates', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await savedTrip(browser);
    const result = await browser.graphql<{ tripReadiness: Readiness }>(GET, { tripId });
    expect(result.errors).toBeUndefined();
    const readiness = result.data!.tripReadiness;
    expect(readiness.answers).toMatchObject({ travelerType: 'tourist', ageGroup: 'adult', passportExpiry: null });
    expect(readiness.tickedIds).toEqual([]);
    expect(readiness.items.map((entry) => entry.id)).toEqual([
      'passport',
      'visa',
      'etravel',
      'travel-tax',
      'terminal-fee',
      'return-ticket',
      'accommodation',
      'funds-employment',
      'affidavit-of-support',
    ]);
    expect(item(readiness, 'etravel')).toMatchObject({ dueDate: '2027-03-07', status: 'todo' });
    expect(item(readiness, 'travel-tax')).toMatchObject({ amountPHP: 1620 });
    expect(item(readiness, 'terminal-fee')).toMatchObject({ amountPHP: 950 });
    expect(item(readiness, 'affidavit-of-support')).toMatchObject({ status: 'not_needed' });
    expect(item(readiness, 'passport')!.sources[0]).toEqual({
      id: 'PH15',
      title: expect.stringContaining('IACAT'),
      url: 'https://mb.com.ph/2023/8/31/enforcement-of-revised-departure-formalities-for-travelers-abroad-suspended-iacat',
      date: '2023-08-31',
    });
    expect(readiness.openCount).toBe(8);
  });

  it('stores answers and ticks, and recomputes: an OFW with a short passport', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await savedTrip(browser);
    const saved = await browser.graphql<{ updateTripReadiness: Readiness }>(UPDATE, {
      tripId,
      input: {
        answers: { travelerType: 'ofw', passportExpiry: '2027-08-01', travelPurpose: null },
        tickedIds: ['etravel', 'etravel', 'passport'],
      },
    });
    expect(saved.errors).toBeUndefined();
    const readiness = saved.data!.updateTripReadiness;
    expect(readiness.tickedIds).toEqual(['etravel', 'passport']);
    expect(item(readiness, 'passport')).toMatchObject({ status: 'warning', dueDate: '2027-09-14' });
    expect(item(readiness, 'etravel')!.status).toBe('done');
    expect(item(readiness, 'travel-tax')!.amountPHP).toBe(0);
    expect(item(readiness, 'terminal-fee')).toMatchObject({ status: 'not_needed', amountPHP: 0 });
    expect(item(readiness, 'ofw-oec')!.caveat).toMatch(/^Unverified/);

    const reread = await browser.graphql<{ tripReadiness: Readiness }>(GET, { tripId });
    expect(reread.data!.tripReadiness).toEqual(readiness);

    // Ticks alone leave the answers; answers alone leave the ticks.
    const ticksOnly = await browser.graphql<{ updateTripReadiness: Readiness }>(UPDATE, {
      tripId,
      input: { tickedIds: [] },
    });
    expect(ticksOnly.data!.updateTripReadiness.answers).toMatchObject({ travelerType: 'ofw' });
    const answersOnly = await browser.graphql<{ updateTripReadiness: Readiness }>(UPDATE, {
      tripId,
      input: { answers: { travelerType: 'sponsored' } },
    });
    expect(answersOnly.data!.updateTripReadiness).toMatchObject({ tickedIds: [], answers: { passportExpiry: null } });
    expect(item(answersOnly.data!.updateTripReadiness, 'affidavit-of-support')!.status).toBe('todo');
    expect(await server.database.prisma.tripReadiness.count({ where: { tripId } })).toBe(1);
  });

  it('words the checklist in the account’s language: the same steps in Filipino', async () => {
    const { browser: filipino } = await signedInClient(server, { locale: 'fil' });
    const { browser: english } = await signedInClient(server);
    const read = async (browser: TestClient) => {
      const result = await browser.graphql<{ tripReadiness: Readiness }>(GET, { tripId: await savedTrip(browser) });
      expect(result.errors).toBeUndefined();
      return result.data!.tripReadiness;
    };
    const [fil, en] = [await read(filipino), await read(english)];
    expect(item(en, 'etravel')!.title).toBe('Register on eTravel');
    expect(item(fil, 'etravel')!.title).toBe('Mag-register sa eTravel');
    expect(item(fil, 'etravel')!.detail).toContain('Marso 7, 2027');
    expect(item(fil, 'travel-tax')!.title).toBe('Travel tax ng Pilipinas: buong halaga');
    expect(item(fil, 'travel-tax')!.detail).toMatch(/^₱1,620 para sa economy o business class\./);
    expect(item(fil, 'return-ticket')!.title).toBe('Ticket pauwi');
    const facts = ({ items }: Readiness) =>
      items.map(({ title: _title, detail: _detail, caveat: _caveat, ...rest }) => rest);
    expect(facts(fil)).toEqual(facts(en));
    expect(fil.openCount).toBe(en.openCount);

    // Saving answers gives the new checklist in Filipino too.
    const saved = await filipino.graphql<{ updateTripReadiness: Readiness }>(UPDATE, {
      tripId: fil.tripId,
      input: { answers: { travelerType: 'ofw' } },
    });
    expect(saved.errors).toBeUndefined();
    expect(item(saved.data!.updateTripReadiness, 'ofw-oec')).toMatchObject({
      title: t('fil', 'readiness:checklist.ofwOec.title'),
      caveat: t('fil', 'readiness:checklist.ofwOec.unverified'),
    });
  });

  it('quotes the visa checker’s own sentences in the account’s language', async () => {
    const { browser: filipino } = await signedInClient(server, { locale: 'fil' });
    const { browser: english } = await signedInClient(server);
    // Vietnam for education: a purpose the visa data could not confirm, so the checker words the answer itself.
    const visaItem = async (browser: TestClient) => {
      const tripId = await savedTrip(browser, { destinationCountry: 'VN', cities: ['Hanoi'] });
      const saved = await browser.graphql<{ updateTripReadiness: Readiness }>(UPDATE, {
        tripId,
        input: { answers: { travelPurpose: 'education' } },
      });
      expect(saved.errors).toBeUndefined();
      return item(saved.data!.updateTripReadiness, 'visa')!;
    };
    const [fil, en] = [await visaItem(filipino), await visaItem(english)];
    expect(fil.detail).toContain(
      'Hindi namin makumpirma ang mga patakaran sa visa para sa pag-aaral sa Vietnam. Makipag-ugnayan sa embahada o konsulado bago ka bumiyahe.',
    );
    expect(fil.detail).toContain(`Tagal ng pagproseso: ${t('fil', 'visa:answer.notConfirmed')}`);
    expect(en.detail).toContain(
      'We could not confirm the visa rules for education trips to Vietnam. Contact the embassy or consulate before you travel.',
    );
    expect(en.detail).toContain('Processing: Not confirmed. Ask the embassy or consulate.');
  });

  it('answers NOT_FOUND for another user’s trip and changes nothing (IDOR)', async () => {
    const { browser: owner, userId: ownerId } = await signedInClient(server);
    const tripId = await savedTrip(owner);
    await owner.graphql(UPDATE, { tripId, input: { tickedIds: ['visa'] } });
    const { browser: stranger } = await signedInClient(server);
    for (const [query, variables] of [
      [GET, { tripId }],
      [UPDATE, { tripId, input: { tickedIds: ['passport'], answers: { travelerType: 'ofw' } } }],
    ] as const) {
      const theirs = await stranger.graphql(query, variables);
      const missing = await stranger.graphql(query, { ...variables, tripId: 2_000_000_000 });
      expect(theirs.errors?.[0], query).toMatchObject({
        message: english(tripMessages.notFound),
        extensions: { code: 'NOT_FOUND' },
      });
      expect(theirs.errors?.[0]).toEqual(missing.errors?.[0]);
      expect((await stranger.graphql(query, { ...variables, tripId: -1 })).errors?.[0]).toMatchObject({
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const stored = await server.database.prisma.tripReadiness.findUniqueOrThrow({
      where: { tripId_userId: { tripId, userId: ownerId } },
    });
    expect(stored.tickedIds).toEqual(['visa']);
    expect(stored.answers).toEqual({});
  });

  it('needs a signed-in, verified user', async () => {
    const { browser: owner } = await signedInClient(server);
    const tripId = await savedTrip(owner);
    const { browser: unverified } = await signedInClient(server, { verified: false });
    for (const [query, variables] of [
      [GET, { tripId }],
      [UPDATE, { tripId, input: { tickedIds: [] } }],
    ] as const) {
      expect((await TestClient.for(server).graphql(query, variables)).errors?.[0]).toMatchObject({
        message: english(messages.signedOut),
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect((await unverified.graphql(query, variables)).errors?.[0]).toMatchObject({
        extensions: { code: 'FORBIDDEN', requiresVerification: true },
      });
    }
  });

  it('refuses bad input with the field and stores nothing', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await savedTrip(browser);
    const refusals: [Record<string, unknown>, string, string | undefined][] = [
      [
        { answers: { passportExpiry: '2027-02-30' } },
        english('validation:readiness.passportExpiry'),
        'answers.passportExpiry',
      ],
      [
        { answers: { passportExpiry: 'next year' } },
        english('validation:readiness.passportExpiry'),
        'answers.passportExpiry',
      ],
      [
        { answers: { travelPurpose: 'smuggling' } },
        english(message('validation:readiness.travelPurpose', { values: Object.keys(TRAVEL_PURPOSES).join(', ') })),
        'answers.travelPurpose',
      ],
      [{ tickedIds: ['passport', 'bribe'] }, english(readinessMessages.unknownItem), 'tickedIds.1'],
      [
        { tickedIds: Array.from({ length: CHECKLIST_ITEM_IDS.length * 2 + 1 }, () => 'visa') },
        english(readinessMessages.unknownItem),
        'tickedIds',
      ],
      [{}, english(readinessMessages.nothingToUpdate), undefined],
    ];
    for (const [input, message, field] of refusals) {
      const result = await browser.graphql(UPDATE, { tripId, input });
      expect(result.errors?.[0], JSON.stringify(input)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
      });
    }
    // Enum values are checked by GraphQL itself.
    const badEnum = await browser.graphql(UPDATE, { tripId, input: { answers: { travelerType: 'pilot' } } });
    expect(badEnum.errors?.[0]?.message).toMatch(/TravelerType/);
    expect(await server.database.prisma.tripReadiness.count({ where: { tripId } })).toBe(0);
  });

  it('gives each traveler on a trip a checklist of their own, editors and viewers alike', async () => {
    const { browser: owner } = await signedInClient(server);
    const tripId = await savedTrip(owner);
    const { browser: viewer, userId: viewerId } = await signedInClient(server);
    await server.database.prisma.tripMember.create({ data: { tripId, userId: viewerId, role: 'viewer' } });

    const mine = await owner.graphql<{ updateTripReadiness: Readiness }>(UPDATE, {
      tripId,
      input: { tickedIds: ['passport'], answers: { travelerType: 'ofw' } },
    });
    expect(mine.errors).toBeUndefined();
    // The co-traveler starts from nothing: the owner's answers and ticks are the owner's.
    const fresh = await viewer.graphql<{ tripReadiness: Readiness }>(GET, { tripId });
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.tripReadiness).toMatchObject({ tickedIds: [], answers: { travelerType: 'tourist' } });
    const theirs = await viewer.graphql<{ updateTripReadiness: Readiness }>(UPDATE, {
      tripId,
      input: { tickedIds: ['visa'] },
    });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.updateTripReadiness.tickedIds).toEqual(['visa']);
    const ownerAgain = await owner.graphql<{ tripReadiness: Readiness }>(GET, { tripId });
    expect(ownerAgain.data!.tripReadiness).toMatchObject({ tickedIds: ['passport'], answers: { travelerType: 'ofw' } });

    // Leaving the trip ends access to it; the checklist goes with the trip or the account.
    await server.database.prisma.tripMember.delete({ where: { tripId_userId: { tripId, userId: viewerId } } });
    expect((await viewer.graphql(GET, { tripId })).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await server.database.prisma.tripReadiness.count({ where: { tripId } })).toBe(2);
  });

  it('reads stored answers it no longer accepts as the defaults', async () => {
    const { browser, userId } = await signedInClient(server);
    const tripId = await savedTrip(browser);
    await server.database.prisma.tripReadiness.create({
      data: { tripId, userId, answers: { travelerType: 'astronaut' }, tickedIds: ['visa'] },
    });
    const result = await browser.graphql<{ tripReadiness: Readiness }>(GET, { tripId });
    expect(result.errors).toBeUndefined();
    expect(result.data!.tripReadiness.answers).toMatchObject({ travelerType: 'tourist' });
    expect(result.data!.tripReadiness.tickedIds).toEqual(['visa']);
  });

  it('asks for a start date when the trip has none', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await savedTrip(browser, { startDate: null });
    const result = await browser.graphql<{ tripReadiness: Readiness }>(GET, { tripId });
    expect(item(result.data!.tripReadiness, 'etravel')!.dueDate).toBeNull();
  });

  it('refuses changes to a canceled trip but still shows it, and goes with a deleted trip', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await savedTrip(browser);
    await browser.graphql(UPDATE, { tripId, input: { tickedIds: ['visa'] } });
    await browser.graphql(CANCEL, { id: tripId });
    expect((await browser.graphql(UPDATE, { tripId, input: { tickedIds: [] } })).errors?.[0]).toMatchObject({
      message: english(tripMessages.canceled),
      extensions: { code: 'CONFLICT' },
    });
    expect(
      (await browser.graphql<{ tripReadiness: Readiness }>(GET, { tripId })).data!.tripReadiness.tickedIds,
    ).toEqual(['visa']);
    expect((await browser.graphql(DELETE, { id: tripId })).errors).toBeUndefined();
    expect(await server.database.prisma.tripReadiness.count({ where: { tripId } })).toBe(0);
  });

  it('needs trips:read to read and trips:write to change over an API token', async () => {
    const { browser } = await signedInClient(server);
    const tripId = await savedTrip(browser);
    const token = (scopes: Scope[]) => partnerClient(server, browser, scopes);
    const reader = await token(['TRIPS_READ']);
    expect((await reader.graphql(GET, { tripId })).errors).toBeUndefined();
    expect((await reader.graphql(UPDATE, { tripId, input: { tickedIds: ['visa'] } })).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', requiredScope: 'trips:write', field: 'updateTripReadiness' },
    });
    const writer = await token(['TRIPS_WRITE']);
    expect((await writer.graphql(GET, { tripId })).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', requiredScope: 'trips:read', field: 'tripReadiness' },
    });
    expect((await writer.graphql(UPDATE, { tripId, input: { tickedIds: ['visa'] } })).errors).toBeUndefined();
  });
});
