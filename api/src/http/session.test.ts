// The session store over a real database: a session ends after 14 idle days
// and 30 days after sign-in at the latest, in every server process (the store
// checks the stored expiry on every read), and reading it writes at most once a day.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/http-client.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { signedInClient } from '../test/trips.js';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from './session.js';

const DAY = 24 * 60 * 60 * 1000;

describe('cookie sessions', () => {
  let server: TestServer;
  let other: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    other = await startTestServer({}, { shareDatabaseWith: server });
  });
  afterAll(async () => {
    await other?.stop();
    await server?.stop();
  });

  interface Stored {
    expire: number;
    sess: { userId: number; signedInAt?: number; activeAt?: number; cookie: { expires: string } };
  }

  async function stored(userId: number): Promise<Stored> {
    const { rows } = await server.database.pool.query<{ expire: Date; sess: Stored['sess'] }>(
      `SELECT expire, sess FROM session WHERE sess->>'userId' = $1`,
      [String(userId)],
    );
    expect(rows).toHaveLength(1);
    return { expire: rows[0]!.expire.getTime(), sess: rows[0]!.sess };
  }

  /** Moves the stored session back in time, as if its days had passed. */
  async function rewind(userId: number, times: { signedInAt?: number; activeAt?: number; expire: number }) {
    await server.database.pool.query(
      `UPDATE session SET sess = (sess::jsonb || $2::jsonb)::json, expire = to_timestamp($3)
       WHERE sess->>'userId' = $1`,
      [String(userId), JSON.stringify({ ...times, expire: undefined }), times.expire / 1000],
    );
  }

  const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(60_000);
  const cookieExpiry = (client: TestClient) => {
    const header = client.lastSetCookie.find((cookie) => cookie.startsWith('lakbay.sid='));
    return header ? Date.parse(/Expires=([^;]+)/.exec(header)![1]!) : undefined;
  };

  it('lasts 14 idle days from sign-in, and a request within a day of the last extension writes nothing', async () => {
    expect(SESSION_IDLE_MS).toBe(14 * DAY);
    const { browser, userId } = await signedInClient(server);
    const atSignIn = await stored(userId);
    near(atSignIn.expire, Date.now() + 14 * DAY);
    // The store keeps whole seconds; wait past one so a write would show.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await browser.get('/api/trips')).status).toBe(200);
    expect(browser.lastSetCookie).toEqual([]);
    expect(await stored(userId)).toEqual(atSignIn);
  });

  it('is extended to 14 days from now, cookie and store alike, once its last extension is a day old', async () => {
    const { browser, userId } = await signedInClient(server);
    const { sess } = await stored(userId);
    await rewind(userId, { activeAt: Date.now() - 2 * DAY, expire: Date.now() + 12 * DAY });
    expect((await browser.get('/api/trips')).status).toBe(200);
    near(cookieExpiry(browser)!, Date.now() + 14 * DAY);
    const extended = await stored(userId);
    near(extended.expire, Date.now() + 14 * DAY);
    near(extended.sess.activeAt!, Date.now());
    expect(extended.sess.signedInAt).toBe(sess.signedInAt);
    // The next request, on another server process, finds it extended and writes nothing.
    const elsewhere = TestClient.for(other);
    elsewhere.cookies.set('lakbay.sid', browser.sessionId!);
    expect((await elsewhere.get('/api/trips')).status).toBe(200);
    expect(elsewhere.lastSetCookie).toEqual([]);
  });

  it('ends after 14 idle days, in every server process', async () => {
    const { browser, userId } = await signedInClient(server);
    await rewind(userId, { activeAt: Date.now() - 14 * DAY - 1000, expire: Date.now() - 1000 });
    expect((await browser.get('/api/user')).status).toBe(401);
    const elsewhere = TestClient.for(other);
    elsewhere.cookies.set('lakbay.sid', browser.sessionId!);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
  });

  it('is never extended past 30 days after sign-in', async () => {
    expect(SESSION_MAX_AGE_MS).toBe(30 * DAY);
    const { browser, userId } = await signedInClient(server);
    const signedInAt = Date.now() - 29 * DAY;
    await rewind(userId, { signedInAt, activeAt: Date.now() - 2 * DAY, expire: Date.now() + 12 * DAY });
    expect((await browser.get('/api/trips')).status).toBe(200);
    near(cookieExpiry(browser)!, signedInAt + 30 * DAY);
    near((await stored(userId)).expire, signedInAt + 30 * DAY);
  });

  it('stays ended when a sign-out removes it while another request is extending it', async () => {
    const { browser, userId } = await signedInClient(server);
    await rewind(userId, { activeAt: Date.now() - 2 * DAY, expire: Date.now() + 12 * DAY });
    // A request that has read (and extended) the session, and whose body is still on its way...
    const body = JSON.stringify({ destinationCountry: 'JP' });
    const slow = request(`${server.baseUrl}/api/trips`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        cookie: `lakbay.sid=${browser.sessionId!}`,
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      slow.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // ...while the user signs out.
    expect((await browser.post('/api/logout')).status).toBe(200);
    slow.end(body.slice(5));
    expect(await answered).toBe(400);
    const { rows } = await server.database.pool.query(`SELECT 1 FROM session WHERE sess->>'userId' = $1`, [
      String(userId),
    ]);
    expect(rows).toEqual([]);
  });

  it('keeps a session from before the idle timeout until 30 days after its sign-in', async () => {
    const { browser, userId } = await signedInClient(server);
    // Such a session has neither time; its cookie, 30 days long, says when it began.
    const began = Date.now() - 20 * DAY;
    await server.database.pool.query(
      `UPDATE session SET sess = json_build_object('userId', $1::int, 'cookie',
         json_build_object('originalMaxAge', $2::bigint, 'expires', $3::text, 'httpOnly', true, 'path', '/', 'sameSite', 'lax')),
         expire = to_timestamp($4)
       WHERE sess->>'userId' = $1::text`,
      [userId, SESSION_MAX_AGE_MS, new Date(began + 30 * DAY).toISOString(), (began + 30 * DAY) / 1000],
    );
    expect((await browser.get('/api/trips')).status).toBe(200);
    const adopted = await stored(userId);
    near(adopted.sess.signedInAt!, began);
    near(adopted.expire, began + 30 * DAY);
  });
});
