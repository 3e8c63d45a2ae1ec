// MCP's cost (issue 32: a tool call at most 1.1× the time of the same GraphQL operation): get_trip
// over POST /mcp against trip(id) over POST /graphql, selecting what get_trip answers, with the
// same API token on the same app, in alternating rounds.
import { alternateRounds, hammer, ROUND_SECONDS, ROUNDS, signIn } from './api.js';
import { onServer, seed, type BenchDatabase } from './lib/database.js';
import { startApp, type RunningServer } from './lib/processes.js';
import { ratio, type Measurement } from './lib/stats.js';

/** Fewer than the API section's 50: an assistant calls tools one at a time. */
const CONNECTIONS = 10;
const TARGET = 1.1;

/** trip(id) with every field get_trip answers: the trip's facts and the whole chosen itinerary. */
const TRIP = `query Trip($id: Int!) {
  trip(id: $id) {
    id originAirport destinationCountry cities travelMonth currency duration budget preferences status savedType
    startDate version createdAt updatedAt
    savedItinerary {
      destination totalBudget currency duration startDate overview tips unverifiedPlaceCount
      extraCosts { label amount note category }
      days {
        day title activities accommodation transportation meals
        costs { accommodation meals activities transportation }
        unverifiedPlaces { name line }
        stops {
          kind line meal placeId name area slot start minutes cost note
          position { lat lng approximate }
          next { mode minutes km }
        }
      }
    }
  }
}`;

const CREATE_TOKEN = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`;

async function post(app: RunningServer, path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer;
}

export interface McpResults {
  mcp: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  graphql: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  /** Time per call over MCP / time per call over GraphQL (the inverse of their throughputs). */
  timeRatio: number;
  measurements: Measurement[];
}

export async function benchMcp(database: BenchDatabase, log: (line: string) => void): Promise<McpResults> {
  // The API section seeds bench1 when it runs first; alone, this section seeds it.
  const seeded = await onServer(database.url, (client) =>
    client.query<{ id: number }>(`SELECT id FROM users WHERE username = 'bench1'`),
  );
  if (!seeded.rows.length) await seed(database.url, { users: 1, tripsPerUser: 50 });
  const app = await startApp({
    DATABASE_URL: database.url,
    RATE_LIMIT_MULTIPLIER: '1000',
    API_TOKEN_REQUESTS_PER_MINUTE: '100000',
    TRUST_PROXY: '1',
    // Neither side serves the web app.
    WEB_DIST_DIR: '',
  });
  try {
    const cookie = await signIn(app);
    const made = (await post(
      app,
      '/graphql',
      { cookie },
      {
        query: CREATE_TOKEN,
        variables: { input: { name: 'Bench', scopes: ['TRIPS_READ'] } },
      },
    )) as { data: { createApiToken: { token: string } } };
    const authorization = `Bearer ${made.data.createApiToken.token}`;
    const newest = (await post(
      app,
      '/graphql',
      { authorization },
      { query: '{ trips(first: 1) { edges { node { id } } } }' },
    )) as {
      data: { trips: { edges: { node: { id: number } }[] } };
    };
    const id = newest.data.trips.edges[0]!.node.id;

    const graphql = {
      name: 'GraphQL trip(id)',
      path: '/graphql',
      method: 'POST' as const,
      body: JSON.stringify({ query: TRIP, variables: { id } }),
    };
    const mcp = {
      name: 'MCP get_trip',
      path: '/mcp',
      method: 'POST' as const,
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_trip', arguments: { id } },
      }),
    };
    const mcpHeaders = {
      authorization,
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
    };

    // Both answer the same trip and plan before anything is timed.
    const viaGraphql = (await post(app, '/graphql', { authorization }, JSON.parse(graphql.body))) as {
      data: { trip: { savedItinerary: { days: unknown[] } } };
    };
    const viaMcp = (await post(app, '/mcp', mcpHeaders, JSON.parse(mcp.body))) as {
      result: { isError?: boolean; content: { text: string }[] };
    };
    const tool = JSON.parse(viaMcp.result.content[0]!.text) as { id: number; savedItinerary: { days: unknown[] } };
    if (
      viaMcp.result.isError ||
      tool.id !== id ||
      tool.savedItinerary.days.length !== viaGraphql.data.trip.savedItinerary.days.length
    ) {
      throw new Error(`get_trip and trip(id) disagree: ${viaMcp.result.content[0]!.text.slice(0, 300)}`);
    }

    const combined = await alternateRounds(
      {
        graphql: (seconds) => hammer(app, graphql, { authorization }, seconds, CONNECTIONS),
        mcp: (seconds) => hammer(app, mcp, mcpHeaders, seconds, CONNECTIONS),
      },
      (round) => log(`  round ${round + 1} of ${ROUNDS}, ${ROUND_SECONDS} s of GraphQL trip(id), then of MCP get_trip`),
    );
    const timeRatio = ratio(combined.graphql.requestsPerSecond, combined.mcp.requestsPerSecond);
    return {
      ...combined,
      timeRatio,
      measurements: [
        { section: 'MCP', metric: 'get_trip: requests/s', value: Math.round(combined.mcp.requestsPerSecond), unit: '' },
        {
          section: 'MCP',
          metric: 'GraphQL trip(id): requests/s',
          value: Math.round(combined.graphql.requestsPerSecond),
          unit: '',
        },
        {
          section: 'MCP',
          metric: 'get_trip: × GraphQL time per call',
          value: timeRatio,
          unit: '',
          target: { bound: 'at most', limit: TARGET },
        },
        { section: 'MCP', metric: 'get_trip: p50', value: combined.mcp.p50Ms, unit: 'ms' },
        { section: 'MCP', metric: 'GraphQL trip(id): p50', value: combined.graphql.p50Ms, unit: 'ms' },
      ],
    };
  } finally {
    await app.stop();
  }
}
