// The session store over a real database: reading a session writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { signedInClient } from '../test/trips.js';

describe('cookie sessions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('keeps the expiry set at sign-in: a signed-in request reads the session and does not write it', async () => {
    const { browser } = await signedInClient(server);
    const expiry = async () => {
      const { rows } = await server.database.pool.query<{ expire: Date }>(
        'SELECT expire FROM session WHERE sess::jsonb ? $1',
        ['userId'],
      );
      expect(rows).toHaveLength(1);
      return rows[0]!.expire.getTime();
    };
    const atSignIn = await expiry();
    // The store keeps whole seconds; wait past one so a touch would show.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const trips = await browser.get('/api/trips');
    expect(trips.status).toBe(200);
    expect(await expiry()).toBe(atSignIn);
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(Math.abs(atSignIn - Date.now() - thirtyDays)).toBeLessThan(60_000);
  });
});
