// Real SMTP: the app sends through nodemailer to an smtp-server on 127.0.0.1,
// the test reads the message as a mail client would and follows its link.
import { english } from './messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../services/auth/auth.js';
import { newAccount, tokenIn } from '../test/accounts.js';
import { TestClient } from '../test/http-client.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { MAX_DELIVERY_ATTEMPTS } from './mailer.js';

describe('e-mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://lakbay.example.ph',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  async function mailTo(address: string) {
    await server.app.services.auth.idle();
    const found = smtp.inbox.filter((m) => m.to.includes(address));
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
    // An address not yet verified is greeted without the name the sign-up typed (issue #33 S6).
    expect(mail.text).toMatch(/^Hello,\r?\n/);
    expect(mail.text).not.toContain('Ana');

    const link = /https:\/\/lakbay\.example\.ph\/verify-email\?token=[\w-]+/.exec(mail.text)![0];
    expect(mail.html).toContain(`href="${link}"`);
    const token = tokenIn(link, '/verify-email');

    const signedOut = TestClient.for(server);
    const verified = await signedOut.get(`/api/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: english(messages.verified) });
    expect((await browser.get('/api/user')).body).toMatchObject({ isVerified: true });

    // Verified, the address is greeted by the account's name, escaped in the markup.
    expect((await signedOut.post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const { mail: reset } = await mailTo(account.email);
    expect(reset.text).toContain('Hi Ana <Reyes> & Co,');
    expect(reset.html).toContain('Hi Ana &lt;Reyes&gt; &amp; Co,');
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

  it('signs the user up while the mail server refuses mail, and delivers the e-mail once it is back', async () => {
    const account = newAccount();
    smtp.refusing = true;
    try {
      const response = await TestClient.for(server).post('/api/register', account);
      expect(response.status).toBe(201);
      await server.app.services.auth.idle();
    } finally {
      smtp.refusing = false;
    }
    const queued = await server.database.prisma.outboxEmail.findMany({ where: { to: account.email } });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued[0]!.lastError).toMatch(/421|try again later/i);
    expect(smtp.inbox.some((m) => m.to.includes(account.email))).toBe(false);

    // Its retry time has come: the next round of the retry timer delivers it.
    await server.database.prisma.outboxEmail.update({
      where: { id: queued[0]!.id },
      data: { nextAttemptAt: new Date() },
    });
    await server.app.mailer.retryDue();
    const { mail } = await mailTo(account.email);
    expect(mail.headers.get('subject')).toBe('Verify your Lakbay email address');
    expect(await server.database.prisma.outboxEmail.count({ where: { to: account.email } })).toBe(0);
  });

  it('marks a message failed after the last attempt, and leaves messages not yet due alone', async () => {
    const account = newAccount();
    const prisma = server.database.prisma;
    const waiting = await prisma.outboxEmail.create({
      data: {
        to: account.email,
        subject: 'later',
        text: 't',
        html: 'h',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 60_000),
      },
    });
    const lastTry = await prisma.outboxEmail.create({
      data: {
        to: 'nobody@invalid',
        subject: 'last',
        text: 't',
        html: 'h',
        status: 'pending',
        attempts: MAX_DELIVERY_ATTEMPTS - 1,
        nextAttemptAt: new Date(),
      },
    });
    smtp.refusing = true;
    try {
      await server.app.mailer.retryDue();
    } finally {
      smtp.refusing = false;
    }
    expect(await prisma.outboxEmail.findUnique({ where: { id: lastTry.id } })).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(await prisma.outboxEmail.findUnique({ where: { id: waiting.id } })).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    await prisma.outboxEmail.deleteMany({ where: { id: { in: [waiting.id, lastTry.id] } } });
  });
});
