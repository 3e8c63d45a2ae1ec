// The query limits refuse abusive operations before they run, with a message
// naming the limit; the web app's own operations and Apollo Sandbox's
// introspection stay inside them.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  getIntrospectionQuery,
  Kind,
  parse,
  validate,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { signedInClient } from '../test/trips.js';
import { overBudget, QUERY_LIMITS, queryLimitProtection } from './query-limits.js';
import { schema } from './schema.js';

/** `{ h0: health { status } h1: … }`: `count` aliased root fields. */
const manyRootFields = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `h${index}: health { status }`).join(' ')} }`;

/**
 * Selections nested `levels` deep. The schema has no cycles, so past a trip's
 * costs the fields do not exist: the depth limit refuses the document all the
 * same, as it would through a cycle added later.
 */
function nested(levels: number) {
  const path = ['trips', 'edges', 'node', 'budgetItinerary', 'days', 'costs'];
  for (let extra = path.length; extra < levels; extra += 1) path.push(`level${extra}`);
  return `{ ${path.reduceRight((inner, field) => `${field} { ${inner} }`, 'meals')} }`;
}

describe('query limits over HTTP', () => {
  let server: TestServer;
  let browser: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    browser = (await signedInClient(server)).browser;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Refused with 400, a message naming the limit, and no resolver run. */
  async function refused(query: string, message: RegExp, variables?: Record<string, unknown>) {
    const list = vi.spyOn(server.app.services.trips, 'list');
    try {
      const response = await browser.post<{ errors: { message: string; extensions: { code: string } }[] }>('/graphql', {
        query,
        variables,
      });
      expect(response.status, query.slice(0, 80)).toBe(400);
      expect(response.body.errors.map((error) => error.message)).toContainEqual(expect.stringMatching(message));
      for (const error of response.body.errors) {
        expect(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']).toContain(error.extensions.code);
      }
      expect(list).not.toHaveBeenCalled();
    } finally {
      list.mockRestore();
    }
  }

  it('refuses a query nested deeper than the depth limit', async () => {
    const deepestReal = `{ trips { edges { node { budgetItinerary { days { costs { meals } } } } } } }`;
    expect((await browser.graphql(deepestReal)).errors).toBeUndefined();
    await refused(
      nested(QUERY_LIMITS.maxDepth + 2),
      /^Syntax Error: Query depth limit of 10 exceeded, found 1[1-9]\.$/,
    );
  });

  it('refuses a query over the cost budget', async () => {
    const trip = `id destinationCountry cities budget diaries { id title content date }
      budgetItinerary { days { title activities costs { meals activities } } }`;
    const pages = Array.from(
      { length: 10 },
      (_, index) => `t${index}: trips(first: 100) { edges { node { ${trip} } } }`,
    );
    await refused(`{ ${pages.join(' ')} }`, /^Syntax Error: Query Cost limit of 10000 exceeded, found [\d.]+\.$/);
  });

  it('counts a page by its variable or default size, not only a literal first (issue #33 S1)', async () => {
    const trip = `id destinationCountry cities budget diaries { id title content date }
      budgetItinerary { days { title activities costs { meals activities } } }`;
    const pages = (first: string) =>
      Array.from({ length: 10 }, (_, index) => `t${index}: trips${first} { edges { node { ${trip} } } }`).join(' ');
    // Ten pages of 100 trips through a variable: the same work as the literal, refused the same way.
    await refused(
      `query ($n: Int) { ${pages('(first: $n)')} }`,
      /^Syntax Error: Query Cost limit of 10000 exceeded, found [\d.]+\.$/,
      { n: 100 },
    );
    await refused(
      `query ($n: Int = 100) { ${pages('(first: $n)')} }`,
      /^Syntax Error: Query Cost limit of 10000 exceeded, found [\d.]+\.$/,
    );
    // Without `first`, each page is the default 20 trips.
    await refused(`{ ${pages('')} }`, /^Syntax Error: Query Cost limit of 10000 exceeded, found [\d.]+\.$/);
    // The same query with small pages is fine.
    const small = await browser.post<{ errors?: unknown }>('/graphql', {
      query: `query ($n: Int) { ${pages('(first: $n)')} }`,
      variables: { n: 2 },
    });
    expect(small.status).toBe(200);
    expect(small.body.errors).toBeUndefined();
  });

  it('counts a fragment or operation named __schema like any other (GHSA-733v-p3h5-qpq7)', async () => {
    const trip = `id destinationCountry cities budget diaries { id title content date }
      budgetItinerary { days { title activities costs { meals activities } } }`;
    const pages = Array.from(
      { length: 10 },
      (_, index) => `t${index}: trips(first: 100) { edges { node { ${trip} } } }`,
    );
    await refused(
      `query { ...__schema } fragment __schema on Query { ${pages.join(' ')} }`,
      /^Syntax Error: Query Cost limit of 10000 exceeded, found [\d.]+\.$/,
    );
    await refused(`query __schema { ${pages.join(' ')} }`, /^Syntax Error: Query Cost limit of 10000 exceeded/);
  });

  it("counts the database queries a trip's members, invitations and ledger make for each trip", async () => {
    const everything = `query ($n: Int) { trips(first: $n) { edges { node {
      id myPart members { userId username } invitations { id email } expenses { balances { userId } } } } } }`;
    // One page of 100 trips asking each for its travelers and its ledger: over a thousand queries.
    await refused(everything, /^Syntax Error: Query Cost limit of 10000 exceeded, found [\d.]+\.$/, { n: 100 });
    const answered = await browser.post<{ errors?: unknown }>('/graphql', { query: everything, variables: { n: 10 } });
    expect(answered.status).toBe(200);
    expect(answered.body.errors).toBeUndefined();
  });

  it('refuses too many aliases and too many root fields', async () => {
    await refused(
      manyRootFields(QUERY_LIMITS.maxAliases + 1),
      /^Syntax Error: Aliases limit of 15 exceeded, found 16\.$/,
    );
    const plain = `{ ${Array.from({ length: QUERY_LIMITS.maxRootFields + 1 }, () => 'health { status }').join(' ')} }`;
    await refused(plain, /^Root field limit of 10 exceeded, found 11\.$/);
  });

  it('refuses a document over the token limit while parsing it', async () => {
    const huge = `{ health { ${Array.from({ length: QUERY_LIMITS.maxTokens }, () => 'status').join(' ')} } }`;
    await refused(huge, /^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/);
  });
});

/**
 * The document as Apollo Client sends it: `__typename` in every selection below the root (its cache needs
 * them), each counted in the cost. Without them a query the browser is refused passed here (issue #33 S1).
 */
function asSent(document: DocumentNode): DocumentNode {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent: ASTNode | readonly ASTNode[] | undefined) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename'))
        return undefined;
      return { ...node, selections: [...node.selections, typename] };
    },
  });
}

describe('the limits leave real clients alone', () => {
  const { validationRules } = queryLimitProtection();

  it('passes every operation of the web app', async () => {
    const source = await readFile(fileURLToPath(new URL('../../../web/src/gql/gql.ts', import.meta.url)), 'utf8');
    const block = source.slice(
      source.indexOf('const documents'),
      source.indexOf('};', source.indexOf('const documents')),
    );
    const texts = [...block.matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\./gm)].map(
      (match) => JSON.parse(match[1]!) as string,
    );
    expect(texts.length).toBeGreaterThan(10);
    const definitions = texts.flatMap((text) => parse(text).definitions);
    const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    for (const operation of operations) {
      const document = asSent({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] as DefinitionNode[] });
      expect(validate(schema, document, validationRules), operation.name?.value).toEqual([]);
      // Its cost with no variables given: every page the longest it could be.
      expect(overBudget(schema, document, operation.name?.value, {}), operation.name?.value).toBeNull();
    }
  });

  it('passes the introspection query Apollo Sandbox sends', () => {
    const document = parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(validate(schema, document, validationRules)).toEqual([]);
  });
});
