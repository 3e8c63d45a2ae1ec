// Shared expenses (issue #17 items 3–6) over REST and GraphQL on a real
// database: who may record and read them, exact conversion at the dated rate
// kept with each expense, splits, settle-up, budget against actual, the CSV,
// and clear 4xx answers for every bad input (fuzzed).
import { english, translate } from '../../lib/messages.js';
import { PASSWORD } from '../../test/accounts.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addCoTraveler, sampleItinerary, sampleSaveBody, signedInClient } from '../../test/trips.js';
import { tripMessages } from '../trips/trips.js';
import type { ExpenseView, TripLedger } from './expenses.js';
import { expenseMessages } from './expenses.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;

describe('shared expenses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  /** An owner's trip with an editor and a viewer on it. */
  async function tripTogether(overrides: Record<string, unknown> = {}) {
    const owner = await signedInClient(server);
    const saved = await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody(overrides));
    expect(saved.status).toBe(201);
    const tripId = saved.body.id;
    const editor = await signedInClient(server);
    const viewer = await signedInClient(server);
    await addCoTraveler(server, owner, tripId, editor, 'editor');
    await addCoTraveler(server, owner, tripId, viewer, 'viewer');
    return { owner, editor, viewer, tripId };
  }

  const ledger = async (client: Client, tripId: number) => {
    const answer = await client.browser.get<TripLedger>(`/api/trips/${tripId}/expenses`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  const record = (client: Client, tripId: number, body: Record<string, unknown>) =>
    client.browser.post<ExpenseView & { message?: string; field?: string }>(`/api/trips/${tripId}/expenses`, body);

  it('records expenses in yen and pesos, converts each once at its dated rate, and settles up in pesos', async () => {
    const { owner, editor, viewer, tripId } = await tripTogether();
    const everyone = [owner.userId, editor.userId, viewer.userId].map((userId) => ({ userId }));

    // The owner pays ¥9,000 of ramen for three; the editor pays ₱1,500 of pasalubong for the owner and themself.
    const ramen = await record(owner, tripId, {
      amount: '9000',
      currency: 'jpy',
      category: 'meals',
      day: 1,
      paidBy: owner.userId,
      split: 'equal',
      participants: everyone,
      note: 'Ichiran ramen',
    });
    expect(ramen.status, JSON.stringify(ramen.body)).toBe(201);
    expect(ramen.body).toMatchObject({
      amount: '9000',
      amountMinor: 9000,
      currency: 'JPY',
      phpRate: '0.385833',
      rateDate: '2026-05-08',
      rateSource: 'lakbay',
      // ¥9,000 × 0.385833 = ₱3,472.497, ₱3,472.50
      amountPhp: 347250,
    });
    expect(ramen.body.shares.map((share) => share.amountPhp)).toEqual([115750, 115750, 115750]);

    const pasalubong = await record(editor, tripId, {
      amount: 1500.5,
      currency: 'PHP',
      category: 'shopping',
      paidBy: editor.userId,
      split: 'shares',
      participants: [
        { userId: owner.userId, shares: 3 },
        { userId: editor.userId, shares: 1 },
      ],
    });
    expect(pasalubong.status, JSON.stringify(pasalubong.body)).toBe(201);
    expect(pasalubong.body).toMatchObject({ amount: '1500.50', amountPhp: 150050, phpRate: '1', rateDate: null });

    // The viewer reads everything; the balances sum to zero and one transfer each settles them.
    const seen = await ledger(viewer, tripId);
    expect(seen.expenses).toHaveLength(2);
    const balanceOf = new Map(seen.balances.map((entry) => [entry.userId, entry.balance]));
    // Owner: paid 3,472.50, owes 1,157.50 + 1,125.38 (3 of 4 shares of 1,500.50, rounded up) → +1,189.62.
    expect(balanceOf.get(owner.userId)).toBe(347250 - 115750 - 112538);
    expect(balanceOf.get(editor.userId)).toBe(150050 - 115750 - 37512);
    expect(balanceOf.get(viewer.userId)).toBe(-115750);
    expect([...balanceOf.values()].reduce((a, b) => a + b, 0)).toBe(0);
    expect(seen.transfers).toEqual([
      { from: viewer.userId, to: owner.userId, centavos: 115750 },
      { from: editor.userId, to: owner.userId, centavos: 3212 },
    ]);
  });

  it('lets the owner and editors write, viewers only read, and strangers see nothing', async () => {
    const { owner, editor, viewer, tripId } = await tripTogether();
    const body = {
      amount: '100',
      currency: 'PHP',
      category: 'other',
      paidBy: owner.userId,
      split: 'equal',
      participants: [{ userId: owner.userId }],
    };

    const refused = await record(viewer, tripId, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(english(tripMessages.editorsOnly));
    const stranger = await signedInClient(server);
    expect((await record(stranger, tripId, body)).status).toBe(404);
    expect((await stranger.browser.get(`/api/trips/${tripId}/expenses`)).status).toBe(404);
    expect((await stranger.browser.get(`/api/trips/${tripId}/expenses.csv`)).status).toBe(404);
    expect((await TestClient.for(server).get(`/api/trips/${tripId}/expenses`)).status).toBe(401);

    const added = await record(editor, tripId, body);
    expect(added.status).toBe(201);
    const path = `/api/trips/${tripId}/expenses/${added.body.id}`;
    expect((await viewer.browser.request('DELETE', path)).status).toBe(403);
    expect((await stranger.browser.request('DELETE', path)).status).toBe(404);
    // Another trip's expense id is not this trip's.
    const other = await signedInClient(server);
    const otherTrip = await other.browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    expect(
      (await other.browser.request('DELETE', `/api/trips/${otherTrip.body.id}/expenses/${added.body.id}`)).status,
    ).toBe(404);

    const changed = await editor.browser.request<ExpenseView>('PUT', path, { ...body, amount: '250', note: 'Jeepney' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ amount: '250.00', note: 'Jeepney', amountPhp: 25000 });
    expect((await owner.browser.request('DELETE', path)).status).toBe(204);
    expect((await owner.browser.request('DELETE', path)).status).toBe(404);

    // A canceled trip's expenses are final.
    expect((await owner.browser.request('PATCH', `/api/trips/${tripId}/status`, { status: 'canceled' })).status).toBe(
      200,
    );
    const closed = await record(owner, tripId, body);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(english(tripMessages.canceled));
  });

  it('keeps each expense’s rate: a changed rate table moves no old total, and a currency without a rate asks for one', async () => {
    const { owner, editor, tripId } = await tripTogether();
    const body = {
      amount: '40',
      currency: 'CHF',
      category: 'activities',
      day: 2,
      paidBy: owner.userId,
      split: 'exact',
      participants: [
        { userId: owner.userId, amount: '15.50' },
        { userId: editor.userId, amount: '24.50' },
      ],
    };
    const noRate = await record(owner, tripId, body);
    expect(noRate.status).toBe(400);
    expect(noRate.body).toEqual({
      message: 'Lakbay has no dated rate for CHF: enter how many pesos one CHF cost you.',
      field: 'phpRate',
    });
    const withRate = await record(owner, tripId, { ...body, phpRate: '70.125' });
    expect(withRate.status, JSON.stringify(withRate.body)).toBe(201);
    expect(withRate.body).toMatchObject({ phpRate: '70.125', rateSource: 'traveler', amountPhp: 280500 });
    expect(withRate.body.shares.map((share) => [share.amount, share.amountPhp])).toEqual([
      ['15.50', 108694],
      ['24.50', 171806],
    ]);

    // The rate as stored is what counts later, even if the table says otherwise by then.
    await server.database.prisma.tripExpense.update({ where: { id: withRate.body.id }, data: { phpRate: '70' } });
    const path = `/api/trips/${tripId}/expenses/${withRate.body.id}`;
    const renamed = await owner.browser.request<ExpenseView>('PUT', path, { ...body, note: 'Gondola', phpRate: '99' });
    expect(renamed.body).toMatchObject({ phpRate: '70', note: 'Gondola' });
    // A new amount converts again.
    const more = await owner.browser.request<ExpenseView>('PUT', path, {
      ...body,
      amount: '41',
      participants: [
        { userId: owner.userId, amount: '16.50' },
        { userId: editor.userId, amount: '24.50' },
      ],
      phpRate: '71',
    });
    expect(more.body).toMatchObject({ phpRate: '71', amountPhp: 291100 });
  });

  it('answers every bad expense with a clear 400 and the field, and stores nothing', async () => {
    const { owner, editor, tripId } = await tripTogether({ duration: 2 });
    const valid = {
      amount: '100',
      currency: 'JPY',
      category: 'meals',
      paidBy: owner.userId,
      split: 'equal',
      participants: [{ userId: owner.userId }, { userId: editor.userId }],
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '0' }, english('validation:expenses.amount'), 'amount'],
      [{ amount: '-5' }, english('validation:expenses.amount'), 'amount'],
      [{ amount: 'abc' }, english('validation:expenses.amount'), 'amount'],
      [{ amount: '100.5' }, 'JPY amounts are whole numbers, with no decimals', 'amount'],
      [{ amount: '99999999999999' }, english(expenseMessages.tooLarge), 'amount'],
      [{ currency: 'XYZ' }, english('validation:expenses.currency'), 'currency'],
      [{ category: 'bribes' }, english('validation:expenses.category'), 'category'],
      // Never a default: an expense without a category is refused, not filed under Meals.
      [{ category: undefined }, 'Choose a category', 'category'],
      [{ day: 3 }, english(tripMessages.dayMissing), 'day'],
      [{ paidBy: 999_999 }, english(expenseMessages.payer), 'paidBy'],
      [{ paidBy: 'me' }, english(expenseMessages.payer), 'paidBy'],
      [{ participants: [] }, english('validation:expenses.nobody'), 'participants'],
      [
        { participants: [{ userId: owner.userId }, { userId: owner.userId }] },
        english(expenseMessages.twice),
        'participants',
      ],
      [{ participants: [{ userId: 999_999 }] }, english(expenseMessages.notOnTrip), 'participants'],
      [{ split: 'exact' }, english(expenseMessages.exactMissing), 'participants'],
      [
        {
          split: 'exact',
          participants: [
            { userId: owner.userId, amount: '30' },
            { userId: editor.userId, amount: '60' },
          ],
        },
        'The amounts must add up to the expense: 100 JPY.',
        'participants',
      ],
      [
        { split: 'shares', participants: [{ userId: owner.userId, shares: 0 }] },
        english('validation:expenses.shares'),
        'participants.0.shares',
      ],
      [{ note: 'x'.repeat(301) }, english('validation:expenses.note'), 'note'],
      [{ currency: 'CHF', phpRate: 'lots' }, english('validation:expenses.rate'), 'phpRate'],
    ];
    for (const [change, message, field] of cases) {
      const answer = await record(owner, tripId, { ...valid, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body, JSON.stringify(change)).toEqual({ message, field });
    }
    expect((await ledger(owner, tripId)).expenses).toHaveLength(0);

    // Fuzz: any JSON at all gets a 2xx or a 4xx with a message, never a 5xx.
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            amount: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null)),
            currency: fc.oneof(fc.constantFrom('PHP', 'JPY', 'KWD', 'VND'), fc.string()),
            category: fc.oneof(fc.constantFrom('meals', 'flights'), fc.anything()),
            day: fc.oneof(fc.integer(), fc.anything()),
            paidBy: fc.oneof(fc.constant(owner.userId), fc.anything()),
            split: fc.oneof(fc.constantFrom('equal', 'shares', 'exact'), fc.string()),
            participants: fc.oneof(
              fc.array(
                fc.record({
                  userId: fc.constantFrom(owner.userId, editor.userId),
                  shares: fc.anything(),
                  amount: fc.anything(),
                }),
                { maxLength: 3 },
              ),
              fc.anything(),
            ),
            note: fc.oneof(fc.string(), fc.anything()),
            phpRate: fc.oneof(fc.string(), fc.double(), fc.anything()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const answer = await record(owner, tripId, body);
          expect([201, 400], JSON.stringify(body)).toContain(answer.status);
          if (answer.status === 400) expect(answer.body.message).toEqual(expect.any(String));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a member’s expenses after they leave, and exports everything as CSV for members', async () => {
    const { owner, editor, viewer, tripId } = await tripTogether();
    const taxi = await record(editor, tripId, {
      amount: '3000',
      currency: 'JPY',
      category: 'transportation',
      day: 2,
      paidBy: editor.userId,
      split: 'equal',
      participants: [{ userId: owner.userId }, { userId: editor.userId }],
      note: '=HYPERLINK("x"), taxi',
    });
    expect(taxi.status).toBe(201);
    expect((await editor.browser.request('DELETE', `/api/trips/${tripId}/membership`)).status).toBe(204);

    const after = await ledger(owner, tripId);
    expect(after.people.find((person) => person.userId === editor.userId)).toMatchObject({ former: true });
    expect(after.transfers).toEqual([{ from: owner.userId, to: editor.userId, centavos: 57875 }]);
    // A former member can no longer be named in a new expense.
    const again = await record(owner, tripId, {
      amount: '1',
      currency: 'PHP',
      category: 'other',
      paidBy: editor.userId,
      split: 'equal',
      participants: [{ userId: owner.userId }],
    });
    expect(again.body.message).toBe(english(expenseMessages.payer));

    const csv = await viewer.browser.get<string>(`/api/trips/${tripId}/expenses.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename=lakbay-trip-${tripId}-expenses.csv`);
    const lines = String(csv.body).trimEnd().split('\r\n');
    // Every text cell quoted (issue #33 S9), numbers bare.
    expect(lines[0]).toBe(
      `"Recorded","Day","Category","Note","Paid by","Amount","Currency","PHP per unit","Rate date","Rate source","Amount (PHP)","Split","${owner.account.username} share (PHP)","${viewer.account.username} share (PHP)","${editor.account.username} share (PHP)"`,
    );
    const date = new Date().toISOString().slice(0, 10);
    expect(lines[1]).toBe(
      `"${date}",2,"transportation","'=HYPERLINK(""x""), taxi","${editor.account.username}","3000","JPY","0.385833","2026-05-08","lakbay","1157.50","equal","578.75",,"578.75"`,
    );
    // The calendar export works for members too.
    await owner.browser.request('PATCH', `/api/trips/${tripId}`, { startDate: '2026-12-01' });
    expect((await viewer.browser.get(`/api/trips/${tripId}/calendar.ics`)).status).toBe(200);
  });

  it('keeps the ledger whole when a traveler deletes their account (issue #33 S12)', async () => {
    const { owner, editor, viewer, tripId } = await tripTogether();
    const everyone = [owner.userId, editor.userId, viewer.userId].map((userId) => ({ userId }));
    const pay = (client: Client, amount: string, note: string) =>
      record(client, tripId, {
        amount,
        currency: 'PHP',
        category: 'meals',
        paidBy: client.userId,
        split: 'equal',
        participants: everyone,
        note,
      });
    expect((await pay(editor, '900', 'Lechon for three')).status).toBe(201);
    expect((await pay(owner, '300', 'Halo-halo')).status).toBe(201);
    const before = await ledger(owner, tripId);

    const deleted = await editor.browser.graphql(
      'mutation ($password: String!) { deleteAccount(password: $password) }',
      {
        password: PASSWORD,
      },
    );
    expect(deleted.errors).toBeUndefined();

    const after = await ledger(owner, tripId);
    // What the editor paid and owed still counts: nobody's balance moved.
    expect(after.expenses.map((expense) => expense.note)).toEqual(['Lechon for three', 'Halo-halo']);
    const byUser = (balances: TripLedger['balances']) => [...balances].sort((a, b) => a.userId - b.userId);
    expect(byUser(after.balances)).toEqual(byUser(before.balances));
    expect(after.transfers).toEqual(before.transfers);
    expect(after.people.find((person) => person.userId === editor.userId)).toEqual({
      userId: editor.userId,
      username: english('trips:expenses.deletedAccount'),
      former: true,
    });
    // In the reader's language, over GraphQL too.
    expect((await viewer.browser.graphql('mutation { updateLocale(locale: fil) { locale } }')).errors).toBeUndefined();
    const inFilipino = await viewer.browser.graphql<{
      trip: { expenses: { people: { userId: number; username: string }[] } };
    }>('query ($id: Int!) { trip(id: $id) { expenses { people { userId username } } } }', { id: tripId });
    expect(inFilipino.data?.trip.expenses.people).toContainEqual({
      userId: editor.userId,
      username: translate('fil', 'trips:expenses.deletedAccount'),
    });
    const csv = String((await owner.browser.get<string>(`/api/trips/${tripId}/expenses.csv`)).body);
    expect(csv).toContain(`"${english('trips:expenses.deletedAccount')} share (PHP)"`);
  });

  it('refuses an amount too large to keep with a 400, in any currency (issue #33 S13)', async () => {
    const { owner, editor, tripId } = await tripTogether();
    // ₫2.2 billion is about ₱4.8 million: within the peso limit, but over what a 32-bit column holds.
    for (const [amount, currency, participants] of [
      ['2200000000', 'VND', undefined],
      ['2147483648', 'IDR', undefined],
      [
        '2200000000',
        'VND',
        [
          { userId: owner.userId, amount: '2199999999' },
          { userId: editor.userId, amount: '1' },
        ],
      ],
    ] as const) {
      const answer = await record(owner, tripId, {
        amount,
        currency,
        category: 'shopping',
        paidBy: owner.userId,
        split: participants ? 'exact' : 'equal',
        participants: participants ?? [{ userId: owner.userId }, { userId: editor.userId }],
      });
      expect(answer.status, `${amount} ${currency}`).toBe(400);
      expect(answer.body).toMatchObject({ message: english(expenseMessages.tooLarge), field: 'amount' });
    }
    // The largest amount the column holds is kept.
    const largest = await record(owner, tripId, {
      amount: '2147483647',
      currency: 'VND',
      category: 'shopping',
      paidBy: owner.userId,
      split: 'equal',
      participants: [{ userId: owner.userId }],
    });
    expect(largest.status, JSON.stringify(largest.body)).toBe(201);
    expect((await ledger(owner, tripId)).expenses).toHaveLength(1);
  });

  it('exports text no spreadsheet runs as a formula, whichever separator it splits on (issue #33 S9)', async () => {
    const { owner, tripId } = await tripTogether();
    const notes = ['Dinner;=1+1;x', 'Taxi =2+2', ' =3+3', '\uFF1D4+4', '@SUM(1)', 'Lunch|=5+5'];
    for (const note of notes) {
      const added = await record(owner, tripId, {
        amount: '100',
        currency: 'PHP',
        category: 'other',
        paidBy: owner.userId,
        split: 'equal',
        participants: [{ userId: owner.userId }],
        note,
      });
      expect(added.status, note).toBe(201);
    }
    const csv = String((await owner.browser.get<string>(`/api/trips/${tripId}/expenses.csv`)).body);
    /** The cells of each line as a spreadsheet splitting on `separator` reads them (RFC 4180 quotes). */
    const cells = (separator: string) =>
      csv
        .trimEnd()
        .split('\r\n')
        .flatMap((line) => {
          const found: string[] = [];
          let current = '';
          let quoted = false;
          for (let index = 0; index < line.length; index += 1) {
            const char = line[index]!;
            if (quoted && char === '"' && line[index + 1] === '"') {
              current += '"';
              index += 1;
            } else if (char === '"') quoted = !quoted;
            else if (char === separator && !quoted) {
              found.push(current);
              current = '';
            } else current += char;
          }
          return [...found, current];
        });
    for (const separator of [',', ';', '\t', '|']) {
      const formulas = cells(separator).filter((cell) => /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell));
      expect(formulas, `split on ${JSON.stringify(separator)}`).toEqual([]);
    }
  });

  it('sets the plan against what was spent, per category and per day, in the trip currency and in pesos', async () => {
    const itinerary = {
      ...sampleItinerary('Yen', 2),
      currency: 'JPY',
      extraCosts: [{ label: 'Flights', amount: 20000, category: 'flights' }],
    };
    const owner = await signedInClient(server);
    const saved = await owner.browser.post<{ id: number }>(
      '/api/trips',
      sampleSaveBody({ currency: 'JPY', budgetItinerary: itinerary, experienceItinerary: itinerary }),
    );
    const tripId = saved.body.id;
    const mine = { paidBy: owner.userId, split: 'equal', participants: [{ userId: owner.userId }] };
    await record(owner, tripId, { ...mine, amount: '1000', currency: 'JPY', category: 'meals', day: 1 });
    await record(owner, tripId, { ...mine, amount: '500', currency: 'PHP', category: 'meals', day: 1 });
    await record(owner, tripId, { ...mine, amount: '25000', currency: 'JPY', category: 'flights' });

    const { budget } = await ledger(owner, tripId);
    expect(budget).toMatchObject({ currency: 'JPY', phpRate: '0.385833', rateDate: '2026-05-08' });
    const meals = budget.categories.find((line) => line.category === 'meals')!;
    // Planned ¥800 a day for two days; spent ¥1,000 and ₱500 (₱500 / 0.385833 = ¥1,296).
    expect(meals).toMatchObject({ planned: 1600, plannedPhp: 61733, spent: 2296, spentPhp: 38583 + 50000 });
    expect(budget.categories.find((line) => line.category === 'flights')).toMatchObject({
      planned: 20000,
      spent: 25000,
    });
    expect(budget.categories.map((line) => line.category)).toEqual([
      'accommodation',
      'meals',
      'activities',
      'transportation',
      'flights',
      'shopping',
      'fees',
      'other',
    ]);
    expect(budget.days.map((line) => [line.day, line.planned, line.spent])).toEqual([
      [1, 3100, 2296],
      [2, 3100, 0],
      [null, 20000, 25000],
    ]);
    expect(budget.total).toMatchObject({ planned: 26200, spent: 27296, spentPhp: 38583 + 50000 + 964583 });
  });

  it('works the same over GraphQL, with the ledger on the trip', async () => {
    const { owner, editor, viewer, tripId } = await tripTogether();
    const mutation = `mutation Add($tripId: Int!, $input: ExpenseInput!) {
      addExpense(tripId: $tripId, input: $input) {
        id
        expenses {
          people { userId username former }
          expenses { id amount currency amountPhp shares { userId amount amountPhp } }
          balances { userId balance }
          transfers { from to amountPhp }
          budget { currency total { planned spentPhp } days { day line { planned spent } } }
        }
      }
    }`;
    const input = {
      amount: '1200',
      currency: 'PHP',
      category: 'ACTIVITIES'.toLowerCase(),
      paidBy: editor.userId,
      split: 'equal',
      participants: [{ userId: owner.userId }, { userId: editor.userId }, { userId: viewer.userId }],
    };
    const added = await editor.browser.graphql<{ addExpense: { expenses: TripLedger } }>(mutation, { tripId, input });
    expect(added.errors).toBeUndefined();
    const { expenses } = added.data!.addExpense;
    const transfers = expenses.transfers as unknown as { amountPhp: number }[];
    expect(expenses.expenses).toHaveLength(1);
    expect(transfers.map((transfer) => transfer.amountPhp)).toEqual([40000, 40000]);

    const refused = await viewer.browser.graphql(mutation, { tripId, input });
    expect(refused.errors?.[0]).toMatchObject({
      message: english(tripMessages.editorsOnly),
      extensions: { code: 'FORBIDDEN' },
    });
    const bad = await editor.browser.graphql(mutation, { tripId, input: { ...input, amount: '12.345' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'PHP amounts have at most 2 decimal places',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const expenseId = expenses.expenses[0]!.id;
    const deleted = await owner.browser.graphql<{ deleteExpense: { expenses: { expenses: unknown[] } } }>(
      `mutation ($tripId: Int!, $expenseId: Int!) { deleteExpense(tripId: $tripId, expenseId: $expenseId) { expenses { expenses { id } } } }`,
      { tripId, expenseId },
    );
    expect(deleted.data?.deleteExpense.expenses.expenses).toEqual([]);
  });
});
