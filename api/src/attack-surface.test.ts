// Property-based fuzzing (fast-check) of every REST endpoint and every GraphQL
// mutation, as a signed-in, verified user: wrong types, huge strings, broken
// unicode, prototype-pollution keys and negative numbers. The server must
// answer each with a status below 500 and a message, and a rejected request
// must leave every table as it was. GraphQL mutations are read from the
// schema, so a new mutation is fuzzed without editing this file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './test/accounts.js';
import { TestClient } from './test/http-client.js';
import { startTestServer, type TestServer } from './test/test-server.js';
import { sampleItinerary, sampleSaveBody, signedInClient } from './test/trips.js';

type Body = Record<string, unknown>;

/** zod's own English ("Invalid input: expected string, received number"): every rule says it in our words instead. */
const ZOD_ENGLISH =
  /^(Invalid (input|option|string|number|element|key|date|email address|UUID|union|literal)\b|Too (big|small):|Unrecognized keys?\b)|expected .+, received /;

/** Values no field expects. Non-finite numbers are left out: JSON cannot carry them. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -1e308,
    1e308,
    2 ** 53,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '💥'.repeat(2_000),
    'x'.repeat(90_000),
    "'; DROP TABLE trips; --",
    '<script>alert(1)</script>',
    '__proto__',
    [],
    {},
  ),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Keys that would poison Object.prototype if a handler merged the body naively. */
const POLLUTION = '"__proto__":{"isVerified":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}';

/** A request body derived from a valid one: one field replaced or dropped, pollution keys, or junk whole. */
function hostileBody(valid: Body): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const withField = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => JSON.stringify({ ...valid, [key]: value }))
    : fc.constant('{}');
  const withoutField = keys.length
    ? fc.constantFrom(...keys).map((key) => JSON.stringify({ ...valid, [key]: undefined }))
    : fc.constant('{}');
  const polluted = fc.constant(`{${POLLUTION},${JSON.stringify(valid).slice(1)}`);
  const whole = hostileValue.map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(withField, withoutField, polluted, whole);
}

/** Row counts and a digest of every application table (sessions, rate-limit counters and mail excluded). */
async function snapshot(server: TestServer) {
  const prisma = server.database.prisma;
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('session', 'rate_limits', 'mail_outbox', '_prisma_migrations')
    ORDER BY table_name`;
  const digests = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await prisma.$queryRawUnsafe<{ digest: string | null }[]>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
      );
      return `${name}:${row?.digest ?? 'empty'}`;
    }),
  );
  return digests.join('\n');
}

describe('the attack surface', () => {
  let server: TestServer;
  let browser: TestClient;
  let visitor: TestClient;
  let tripId: number;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer();
    ({ browser, userId } = await signedInClient(server));
    // Account endpoints are fuzzed by a visitor: a lucky sign-in must not swap the user under test.
    visitor = TestClient.for(server);
    const saved = await browser.post<{ id: number }>('/api/trips', sampleSaveBody());
    expect(saved.status).toBe(201);
    tripId = saved.body.id;
  });
  afterAll(async () => {
    await server.stop();
  });

  /** The fuzzing reached past the sign-in guards: the user under test is still signed in and verified. */
  async function expectStillSignedIn() {
    const result = await browser.graphql<{ me: { isVerified: boolean } | null }>('{ me { isVerified } }');
    expect(result.data?.me?.isVerified).toBe(true);
  }

  /**
   * Sends `body` raw; checks the answer and, when refused, that nothing changed. With `accept`
   * NDJSON (generation's progress), a 200's lines must end in the result or a catalogued error.
   */
  async function expectSafe(client: TestClient, method: string, path: string, body: string, accept?: string) {
    const before = await snapshot(server);
    const headers = { 'content-type': 'application/json', ...(accept ? { accept } : {}) };
    const response = await client.fetch(path, { method, headers, body });
    const label = `${method} ${path} ${body.slice(0, 200)}`;
    expect(response.status, label).toBeLessThan(500);
    if (response.status >= 400) {
      const answer = (await response.json()) as Body;
      expect(typeof answer.message, label).toBe('string');
      expect(answer.message, label).not.toMatch(ZOD_ENGLISH);
      expect(await snapshot(server), label).toBe(before);
    } else if (accept) {
      const lines = (await response.text()).trim().split('\n');
      const last = JSON.parse(lines.at(-1)!) as { result?: unknown; error?: { code: string } };
      expect(last.result ?? last.error?.code, label).toBeDefined();
      expect(last.error?.code, label).not.toBe('INTERNAL');
    } else {
      await response.arrayBuffer();
    }
  }

  it('answers hostile bodies on every REST endpoint with a 4xx or a success, and refusals change nothing', async () => {
    const account = newAccount('fuzz');
    const accountEndpoints: [method: string, path: string, valid: Body][] = [
      ['POST', '/api/register', account],
      ['POST', '/api/login', { username: account.username, password: account.password }],
      ['POST', '/api/resend-verification', { email: account.email }],
      ['POST', '/api/forgot-password', { email: account.email }],
      ['POST', '/api/reset-password', { token: 'a'.repeat(43), password: 'Another-pass-2026' }],
    ];
    for (const [method, path, valid] of accountEndpoints) {
      await fc.assert(
        fc.asyncProperty(hostileBody(valid), (body) => expectSafe(visitor, method, path, body)),
        { numRuns: 15, seed: 20261122 },
      );
    }
    const endpoints: [method: string, path: () => string, valid: Body][] = [
      [
        'POST',
        () => '/api/contact',
        {
          fullName: 'Maria Santos',
          email: 'maria@example.ph',
          phone: '+63 917 123 4567',
          travelDetails: 'Tokyo in April',
        },
      ],
      ['POST', () => '/api/newsletter', { email: 'news@example.ph' }],
      [
        'POST',
        () => '/api/visa-check',
        { destinationCountry: 'JP', travelPurpose: 'Tourism', nationality: 'Filipino' },
      ],
      [
        'POST',
        () => '/api/generate-trip',
        {
          originAirport: 'MNL',
          destinationCountry: 'JP',
          cities: ['Tokyo'],
          travelMonth: 4,
          currency: 'PHP',
          duration: 3,
          budget: 60000,
          preferences: ['food'],
        },
      ],
      [
        'POST',
        () => '/api/change-day',
        {
          request: sampleSaveBody({ budgetItinerary: undefined, experienceItinerary: undefined, savedType: undefined }),
          itinerary: sampleItinerary(),
          kind: 'budget',
          day: 1,
          instruction: 'rainy-day plan',
        },
      ],
      ['POST', () => `/api/trips/${tripId}/change-day`, { day: 1, instruction: 'more food spots' }],
      ['POST', () => '/api/trips', sampleSaveBody()],
      ['PATCH', () => `/api/trips/${tripId}`, { duration: 2, budget: 55000 }],
      ['PATCH', () => `/api/trips/${tripId}/status`, { status: 'past' }],
      [
        'POST',
        () => `/api/trips/${tripId}/expenses`,
        {
          amount: '1500.50',
          currency: 'PHP',
          category: 'meals',
          day: 1,
          paidBy: userId,
          split: 'exact',
          participants: [{ userId, amount: '1500.50' }],
          note: 'Ramen',
        },
      ],
    ];
    for (const [method, path, valid] of endpoints) {
      await fc.assert(
        fc.asyncProperty(hostileBody(valid), (body) => expectSafe(browser, method, path(), body)),
        { numRuns: 15, seed: 20261122 },
      );
    }
    // Generation with its day-by-day progress: the same bodies, answered as NDJSON.
    const [, , generation] = endpoints.find(([, path]) => path() === '/api/generate-trip')!;
    await fc.assert(
      fc.asyncProperty(hostileBody(generation), (body) =>
        expectSafe(browser, 'POST', '/api/generate-trip', body, 'application/x-ndjson'),
      ),
      { numRuns: 15, seed: 20261127 },
    );
    expect(({} as Body).polluted).toBeUndefined();
    expect(({} as Body).isVerified).toBeUndefined();
    await expectStillSignedIn();
  }, 180_000);

  it('answers hostile trip ids and query strings with a 4xx', async () => {
    const hostileSegment = fc.oneof(
      fc.constantFrom('0', '-1', '1e3', '9'.repeat(40), '%00', '__proto__', '..%2F..%2Fetc%2Fpasswd', "1'%20OR%201=1"),
      // Not a bare number: that could name the trip under test and delete it.
      fc
        .string({ maxLength: 20 })
        .filter((text) => !/^\s*\d+\s*$/.test(text))
        .map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(hostileSegment, async (segment) => {
        for (const [method, path] of [
          ['GET', `/api/trips/${segment}`],
          ['DELETE', `/api/trips/${segment}`],
          ['GET', `/api/trips?status=${segment}`],
          ['GET', `/api/verify-email?token=${segment}`],
        ] as const) {
          const before = await snapshot(server);
          const response = await browser.fetch(path, { method });
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
          await response.arrayBuffer();
          if (response.status >= 400) expect(await snapshot(server), `${method} ${path}`).toBe(before);
        }
      }),
      { numRuns: 30, seed: 20261122 },
    );
  }, 120_000);

  it('answers type-correct random input to every GraphQL mutation without an internal error', async () => {
    const { body } = await browser.post<{ data: { __schema: IntrospectedSchema } }>('/graphql', {
      query: INTROSPECTION,
    });
    const schema = body.data.__schema;
    const types = new Map(schema.types.map((type) => [type.name, type]));
    const mutations = types
      .get(schema.mutationType.name)!
      .fields!.filter(
        // Nothing to fuzz without arguments (logout, …); deleting the account would end the run.
        (field) => field.args.length > 0 && !/delete(Account|Me)/i.test(field.name),
      )
      // Deletions last, so the trip under test is there for every other mutation.
      .sort((a, b) => Number(a.name.startsWith('delete')) - Number(b.name.startsWith('delete')));
    expect(mutations.length).toBeGreaterThan(5);

    for (const mutation of mutations) {
      const client = ACCOUNT_MUTATIONS.test(mutation.name) ? visitor : browser;
      const variables = fc.record(
        Object.fromEntries(mutation.args.map((arg) => [arg.name, valueOf(arg.type, { types, tripId }, 0)])),
      );
      const declared = mutation.args.map((arg) => `$${arg.name}: ${typeName(arg.type)}`).join(', ');
      const passed = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = needsSelection(mutation.type, types) ? ' { __typename }' : '';
      const query = `mutation (${declared}) { ${mutation.name}(${passed})${selection} }`;
      await fc.assert(
        fc.asyncProperty(variables, async (values) => {
          const before = await snapshot(server);
          const response = await client.post<{
            data?: Body | null;
            errors?: { message: string; extensions?: { code?: string } }[];
          }>('/graphql', { query, variables: values });
          const label = `${mutation.name} ${JSON.stringify(values).slice(0, 300)}`;
          expect(response.status, label).toBeLessThan(500);
          const errors = response.body.errors ?? [];
          const codes = errors.map((error) => error.extensions?.code);
          expect(codes, label).not.toContain('INTERNAL_SERVER_ERROR');
          for (const error of errors.filter((each) => each.extensions?.code === 'BAD_USER_INPUT')) {
            expect(error.message, label).not.toMatch(ZOD_ENGLISH);
          }
          if (codes.length > 0) expect(await snapshot(server), label).toBe(before);
        }),
        { numRuns: 12, seed: 20261122 },
      );
    }
    await expectStillSignedIn();
  }, 240_000);

  it('answers type-correct random input to every GraphQL subscription without an internal error', async () => {
    const { body } = await browser.post<{ data: { __schema: IntrospectedSchema } }>('/graphql', {
      query: INTROSPECTION,
    });
    const schema = body.data.__schema;
    const types = new Map(schema.types.map((type) => [type.name, type]));
    const subscriptions = types.get(schema.subscriptionType!.name)!.fields!;
    expect(subscriptions.map((field) => field.name)).toContain('tripGeneration');

    for (const subscription of subscriptions) {
      const variables = fc.record(
        Object.fromEntries(subscription.args.map((arg) => [arg.name, valueOf(arg.type, { types, tripId }, 0)])),
      );
      const declared = subscription.args.map((arg) => `$${arg.name}: ${typeName(arg.type)}`).join(', ');
      const passed = subscription.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = needsSelection(subscription.type, types) ? ' { __typename }' : '';
      const query = `subscription (${declared}) { ${subscription.name}(${passed})${selection} }`;
      await fc.assert(
        fc.asyncProperty(variables, async (values) => {
          const before = await snapshot(server);
          // A stream that stays open (a trip followed live) is read for a moment, then closed.
          const response = await browser.fetch('/graphql/stream', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
            body: JSON.stringify({ query, variables: values }),
            signal: AbortSignal.timeout(1000),
          });
          const label = `${subscription.name} ${JSON.stringify(values).slice(0, 300)}`;
          expect(response.status, label).toBeLessThan(500);
          const text = await response.text().catch(() => '');
          const codes = [...text.matchAll(/"code":"([A-Z_]+)"/g)].map((match) => match[1]);
          expect(codes, label).not.toContain('INTERNAL');
          expect(codes, label).not.toContain('INTERNAL_SERVER_ERROR');
          if (codes.length > 0) expect(await snapshot(server), label).toBe(before);
        }),
        { numRuns: 12, seed: 20261127 },
      );
    }
    await expectStillSignedIn();
  }, 120_000);
});

/** Mutations that sign a visitor in or out; fuzzed signed out, so they cannot swap the user under test. */
const ACCOUNT_MUTATIONS = /^(login|logout|register|verifyEmail|resendVerification|forgotPassword|resetPassword)$/;

// --- Just enough of GraphQL introspection to build variables from the schema.

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface IntrospectedType {
  kind: string;
  name: string;
  fields: { name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }[] | null;
  inputFields: { name: string; type: TypeRef }[] | null;
  enumValues: { name: string }[] | null;
}
interface IntrospectedSchema {
  mutationType: { name: string };
  subscriptionType: { name: string } | null;
  types: IntrospectedType[];
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { mutationType { name } subscriptionType { name } types { kind name enumValues { name }
  fields { name type { ${TYPE_REF} } args { name type { ${TYPE_REF} } } }
  inputFields { name type { ${TYPE_REF} } } } } }`;

function typeName(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeName(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${typeName(ref.ofType!)}]`;
  return ref.name!;
}

function needsSelection(ref: TypeRef, types: Map<string, IntrospectedType>): boolean {
  if (ref.ofType) return needsSelection(ref.ofType, types);
  const kind = types.get(ref.name!)?.kind;
  return kind === 'OBJECT' || kind === 'INTERFACE' || kind === 'UNION';
}

/** Values of the declared type, so the resolvers and their validation run (not just GraphQL's coercion). */
interface FuzzContext {
  types: Map<string, IntrospectedType>;
  /** A trip of the user under test, so ids sometimes name a real, owned trip. */
  tripId: number;
}

function valueOf(ref: TypeRef, context: FuzzContext, depth: number): fc.Arbitrary<unknown> {
  if (ref.kind === 'NON_NULL') return valueOf(ref.ofType!, context, depth);
  if (ref.kind === 'LIST') return fc.array(valueOf(ref.ofType!, context, depth + 1), { maxLength: depth > 1 ? 1 : 4 });
  const type = context.types.get(ref.name!)!;
  switch (type.kind) {
    case 'ENUM':
      return fc.constantFrom(...type.enumValues!.map((value) => value.name));
    case 'INPUT_OBJECT':
      return fc.record(
        Object.fromEntries(type.inputFields!.map((field) => [field.name, valueOf(field.type, context, depth + 1)])),
      );
    default:
      return scalar(type.name, context.tripId);
  }
}

function scalar(name: string, tripId: number): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('', ' ', '\u0000', '💥'.repeat(3_000), 'x'.repeat(50_000), '<img src=x onerror=alert(1)>'),
  );
  switch (name) {
    case 'Int':
      return fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31 - 1, -(2 ** 31)));
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(fc.constant(String(tripId)), fc.integer({ min: -5, max: 1_000_000 }).map(String), text);
    case 'String':
      return text;
    default:
      // Custom scalars (DateTime, EmailAddress, JSON, …): anything JSON can carry.
      return fc.oneof(text, fc.jsonValue({ maxDepth: 3 }));
  }
}
