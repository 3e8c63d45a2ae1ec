// Real SMTP: the app sends through nodemailer to an smtp-server on 127.0.0.1,
// the test reads the message as a mail client would and follows its link.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../services/auth/auth.js';
import { newAccount, tokenIn } from '../test/accounts.js';
import { TestClient } from '../test/http-client.js';
import { parseMail, type ParsedMail } from '../test/mime.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

describe('e-mail over SMTP', () => {
  let smtp: SMTPServer;
  let server: TestServer;
  const inbox: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail: parseMail(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://lakbay.example.ph',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  async function mailTo(address: string) {
    await server.app.services.auth.idle();
    const found = inbox.filter((m) => m.to.includes(address));
    expect(found.length, `mail for ${address}`).toBeGreaterThan(0);
    return found.at(-1)!;
  }

  it('sends the verification e-mail, whose link verifies the address', async () => {
    const browser = TestClient.for(server);
    const account = { ...newAccount(), fullName: 'Ana <Reyes> & Co' };
    expect((await browser.post('/api/register', account)).status).toBe(201);

    const { from, mail } = await mailTo(account.email);
    expect(from).toBe('no-reply@lakbay.local');
    expect(mail.headers.get('from')).toBe('Lakbay <no-reply@lakbay.local>');
    expect(mail.headers.get('to')).toBe(account.email);
    expect(mail.headers.get('subject')).toBe('Verify your Lakbay email address');
    expect(mail.text).toContain('Hi Ana <Reyes> & Co,');
    expect(mail.html).toContain('Hi Ana &lt;Reyes&gt; &amp; Co,');

    const link = /https:\/\/lakbay\.example\.ph\/verify-email\?token=[\w-]+/.exec(mail.text)![0];
    expect(mail.html).toContain(`href="${link}"`);
    const token = tokenIn(link, '/verify-email');

    const signedOut = TestClient.for(server);
    const verified = await signedOut.get(`/api/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: messages.verified });
    expect((await browser.get('/api/user')).body).toMatchObject({ isVerified: true });
  });

  it('sends the password-reset e-mail, whose link sets a new password', async () => {
    const account = newAccount();
    await TestClient.for(server).post('/api/register', account);
    const client = TestClient.for(server);
    expect((await client.post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const { mail } = await mailTo(account.email);
    expect(mail.headers.get('subject')).toBe('Reset your Lakbay password');
    const token = tokenIn(mail.text, '/reset-password');
    expect(mail.text).toContain(`https://lakbay.example.ph/reset-password?token=${token}`);
    const reset = await client.post('/api/reset-password', { token, password: 'Bagong-Password-7' });
    expect(reset.status).toBe(200);
    const login = await client.post('/api/login', { username: account.username, password: 'Bagong-Password-7' });
    expect(login.status).toBe(200);
  });

  it('still signs the user up when the mail server is down', async () => {
    const unreachable = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await TestClient.for(unreachable).post('/api/register', newAccount());
      expect(response.status).toBe(201);
      await unreachable.app.services.auth.idle();
      expect(await unreachable.database.prisma.outboxEmail.count()).toBe(0);
    } finally {
      await unreachable.stop();
    }
  });
});
