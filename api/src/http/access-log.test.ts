// The log of a real server process keeps no link that opens something (issue #33 S8): an invitation's
// token reached the access log in its own path (/api/trip-invitations/<token>) and, URL-encoded, in a
// page's `next` parameter (/auth?next=%2Fjoin-trip%3Ftoken%3D…), and a failed server render logged the
// share link it was rendering (/shared/<token>).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../test/accounts.js';
import { TestClient } from '../test/http-client.js';
import { startServer } from '../test/server-process.js';
import { createTestDatabaseConfig, type TestDatabaseConfig } from '../test/test-database.js';
import { sampleSaveBody } from '../test/trips.js';

describe('the log of a server process', () => {
  let dataDir: string;
  let webDir: string;
  let database: TestDatabaseConfig;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lakbay-access-log-'));
    // A web build whose server renderer fails every page, as a broken deploy would.
    webDir = path.join(dataDir, 'dist');
    await mkdir(webDir);
    await mkdir(path.join(dataDir, 'dist-server'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(
      path.join(dataDir, 'dist-server', 'entry-server.js'),
      `export const createPageRenderer = () => ({
        renderPage: async () => { throw new Error('the renderer failed'); },
        sitemapXml: () => '',
        robotsTxt: () => '',
      });`,
    );
    database = await createTestDatabaseConfig();
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds no invitation token, in a path or encoded in a parameter, and no share link of a failed render', async () => {
    const env: Record<string, string> = { DATA_DIR: path.join(dataDir, 'data'), WEB_DIST_DIR: webDir };
    if (database.DATABASE_URL) env.DATABASE_URL = database.DATABASE_URL;
    const server = startServer(env);
    try {
      const baseUrl = await server.ready;
      /**
       * The newest link to `page` in the development outbox (every mail is kept there without SMTP_URL).
       * Mail goes out after the answer, so the outbox is read until the link arrives.
       */
      const tokenFromOutbox = async (page: string) => {
        let match: RegExpExecArray | null = null;
        await expect
          .poll(
            async () => {
              const list = await (await fetch(`${baseUrl}/dev/outbox`)).text();
              match = new RegExp(`${page}\\?token=([\\w-]+)`).exec(list);
              return match;
            },
            { message: page, timeout: 15_000 },
          )
          .not.toBeNull();
        return match![1]!;
      };
      const owner = new TestClient(baseUrl);
      const account = newAccount('logs');
      expect((await owner.post('/api/register', account)).status).toBe(201);
      expect((await owner.get(`/api/verify-email?token=${await tokenFromOutbox('/verify-email')}`)).status).toBe(200);
      const saved = await owner.post<{ id: number }>('/api/trips', sampleSaveBody());
      expect(saved.status).toBe(201);
      const invited = await owner.post(`/api/trips/${saved.body.id}/invitations`, {
        email: 'invited@example.ph',
        role: 'viewer',
      });
      expect(invited.status).toBe(201);
      const token = await tokenFromOutbox('/join-trip');

      const visitor = new TestClient(baseUrl);
      expect((await visitor.get(`/api/trip-invitations/${token}`)).status).toBe(200);
      expect((await visitor.post(`/api/trip-invitations/${token}/accept`)).status).toBe(401);
      const html = { headers: { accept: 'text/html' } };
      // The sign-in page an invitation sends a signed-out visitor to, with the way back.
      await visitor.fetch(`/auth?next=${encodeURIComponent(`/join-trip?token=${token}`)}`, html);
      await visitor.fetch(`/auth?next=${encodeURIComponent(encodeURIComponent(`/join-trip?token=${token}`))}`, html);
      const shareLink = 'secretlinkid0000000000.secretlinkmac000000000000000000000000000000';
      expect((await visitor.fetch(`/shared/${shareLink}`, html)).status).toBe(200);
      await server.waitFor(/server rendering failed/, 3);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const log = server.output();
      expect(log).toContain('/api/trip-invitations/[redacted]');
      expect(log).toContain('"url":"/shared/[redacted]"');
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.slice(0, 12));
      expect(log).not.toContain('secretlink');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});
