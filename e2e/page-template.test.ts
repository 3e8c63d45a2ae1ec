// A server-rendered page carries a traveler's text as written (issue #33 S7): the page, its head and
// its state went into the HTML template with String.replace, whose replacement patterns ($`, $', $&)
// spliced copies of the template into the page when a trip's text held them. An editor could so break
// the owner's public share page. Read over HTTP, as a link preview or a browser without scripts does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../api/src/test/http-client.js';
import { startTestServer, type TestServer } from '../api/src/test/test-server.js';
import { sampleItinerary, sampleSaveBody, signedInClient } from '../api/src/test/trips.js';
import { assertWebBuilt, webDistDir } from './browser.js';

const SAVE = `mutation ($input: SaveTripInput!) { saveTrip(input: $input) { id } }`;
const SHARE = `mutation ($tripId: Int!) { shareTrip(tripId: $tripId) { shareLink { url } } }`;

/** Every replacement pattern String.replace knows, in a trip's texts. */
const TRICKY = "Before $` between $' and $& and $$ and $1 after";

describe('a server-rendered page with replacement patterns in its text', () => {
  let server: TestServer;
  beforeAll(async () => {
    assertWebBuilt();
    server = await startTestServer({ WEB_DIST_DIR: webDistDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('renders the share page once, with the text as written in the page and its state', async () => {
    const owner = await signedInClient(server);
    const itinerary = { ...sampleItinerary('Budget'), overview: TRICKY, tips: [TRICKY] };
    const saved = await owner.browser.graphql<{ saveTrip: { id: number } }>(SAVE, {
      input: sampleSaveBody({ budgetItinerary: itinerary, experienceItinerary: itinerary }),
    });
    expect(saved.errors).toBeUndefined();
    const shared = await owner.browser.graphql<{ shareTrip: { shareLink: { url: string } } }>(SHARE, {
      tripId: saved.data!.saveTrip.id,
    });
    const { pathname } = new URL(shared.data!.shareTrip.shareLink.url);

    const response = await TestClient.for(server).fetch(pathname, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // One document: the template appears once.
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    // The text itself, in the page React wrote and in the state the browser picks up.
    expect(html).toContain('Before $` between $&#x27; and $&amp; and $$ and $1 after');
    const state = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toBeDefined();
    expect(JSON.stringify(JSON.parse(state!))).toContain(JSON.stringify(TRICKY).slice(1, -1));
  });
});
