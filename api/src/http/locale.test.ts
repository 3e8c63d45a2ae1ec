// The API in the user's language over real HTTP: REST and GraphQL messages in
// Filipino by cookie, Accept-Language or the account's saved language, English
// by default; `updateLocale`; and e-mails in the recipient's language through
// a real SMTP server.
import { english } from '../lib/messages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../lib/i18n.js';
import { apiTokenMessages } from '../services/api-tokens/api-tokens.js';
import { messages } from '../services/auth/auth.js';
import { contactMessages } from '../services/contact/contact.js';
import { tripMessages } from '../services/trips/trips.js';
import { newAccount, PASSWORD, tokenIn } from '../test/accounts.js';
import { TestClient } from '../test/http-client.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { acceptLanguageLocale } from './locale.js';
import { newApiToken } from '../test/api-tokens.js';

const ME = `{ me { username locale } }`;
const UPDATE_LOCALE = `mutation ($locale: Locale!) { updateLocale(locale: $locale) { locale } }`;
const TRIP = `query ($id: Int!) { trip(id: $id) { id } }`;
const FORGOT = `mutation ($email: String!) { forgotPassword(email: $email) { message } }`;

/** A browser whose language switcher says Filipino (the web app's cookie). */
function inFilipino(browser: TestClient): TestClient {
  browser.cookies.set('lakbay_lang', 'fil');
  return browser;
}

describe('Accept-Language', () => {
  it('picks the preferred language we speak, Tagalog as Filipino', () => {
    expect(acceptLanguageLocale(undefined)).toBeNull();
    expect(acceptLanguageLocale('de-DE,de;q=0.9')).toBeNull();
    expect(acceptLanguageLocale('fil-PH,fil;q=0.9,en;q=0.8')).toBe('fil');
    expect(acceptLanguageLocale('tl')).toBe('fil');
    expect(acceptLanguageLocale('en-US,en;q=0.9,fil;q=0.8')).toBe('en');
    expect(acceptLanguageLocale('de, en;q=0.5, fil;q=0.7')).toBe('fil');
    expect(acceptLanguageLocale('fil;q=0, en-PH')).toBe('en');
  });
});

describe('the API in the user’s language', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lakbay.example.ph' });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  async function mailTo(address: string) {
    await server.app.services.auth.idle();
    await server.app.services.contact.idle();
    const found = smtp.inbox.filter((m) => m.to.includes(address));
    expect(found.length, `mail for ${address}`).toBeGreaterThan(0);
    return found.at(-1)!.mail;
  }

  /** A browser signed in as a new, verified user (the link comes by SMTP). */
  async function signedInClient() {
    const browser = TestClient.for(server);
    const account = newAccount('wika');
    const registered = await browser.post<{ id: number }>('/api/register', account);
    expect(registered.status).toBe(201);
    const verified = await browser.get(
      `/api/verify-email?token=${tokenIn((await mailTo(account.email)).text, '/verify-email')}`,
    );
    expect(verified.status).toBe(200);
    return { browser, userId: registered.body.id };
  }

  it('answers REST in English by default, byte for byte', async () => {
    const browser = TestClient.for(server, { 'accept-language': 'de-DE' });
    expect((await browser.get('/api/user')).body).toEqual({ message: 'Please log in to continue.' });
    const bad = await browser.post('/api/register', { ...newAccount(), username: 'ab' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Username must be at least 3 characters' } });
  });

  it('answers REST in Filipino by the lakbay_lang cookie and by Accept-Language', async () => {
    for (const browser of [
      inFilipino(TestClient.for(server)),
      TestClient.for(server, { 'accept-language': 'fil-PH,en;q=0.5' }),
      TestClient.for(server, { 'accept-language': 'tl' }),
    ]) {
      expect((await browser.get('/api/user')).body).toEqual({ message: t('fil', 'auth:signedOut') });
      const bad = await browser.post('/api/register', { ...newAccount(), username: 'ab' });
      expect(bad).toMatchObject({ status: 400, body: { message: t('fil', 'validation:accounts.usernameMin') } });
      const missing = await browser.get('/api/nothing-here');
      expect(missing).toMatchObject({
        status: 404,
        body: { message: 'Walang API route para sa GET /api/nothing-here' },
      });
      const notJson = await browser.fetch('/api/login', {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(notJson.status).toBe(415);
      expect(await notJson.json()).toEqual({ message: t('fil', 'errors:jsonOnly') });
    }
    // The cookie is the web app's choice: it wins over the browser's languages.
    const both = inFilipino(TestClient.for(server, { 'accept-language': 'en-US' }));
    expect((await both.get('/api/user')).body).toEqual({ message: t('fil', 'auth:signedOut') });
  });

  it('translates templated messages with their values (a field label, a limit)', async () => {
    const { browser } = await signedInClient();
    await browser.graphql(UPDATE_LOCALE, { locale: 'fil' });
    const tooLong = await browser.post('/api/trips', {
      originAirport: 'M'.repeat(101),
      destinationCountry: 'Japan',
      travelMonth: 5,
      currency: 'PHP',
      duration: 3,
      budget: 20000,
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: 'Dapat hindi hihigit sa 100 character ang paliparang pag-aalisan' },
    });
  });

  it('writes a keyed error in Filipino over GraphQL with its values, the field label translated too', async () => {
    const { browser } = await signedInClient();
    await browser.graphql(UPDATE_LOCALE, { locale: 'fil' });
    const CREATE = `mutation ($input: CreateTripInput!) { createTrip(input: $input) { id } }`;
    const trip = {
      originAirport: 'MNL',
      destinationCountry: 'Japan',
      travelMonth: 5,
      currency: 'PHP',
      duration: 3,
      budget: 20000,
    };
    const tooMany = await browser.graphql(CREATE, {
      input: { ...trip, cities: Array.from({ length: 21 }, (_, i) => `City ${i}`) },
    });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: t('fil', 'trips:validation.listMax', { label: t('fil', 'trips:labels.cities'), max: 20 }),
      extensions: { code: 'BAD_USER_INPUT', field: 'cities' },
    });
    expect(tooMany.errors?.[0]?.message).not.toContain('Cities');
    const tooLong = await browser.graphql(CREATE, { input: { ...trip, originAirport: 'M'.repeat(101) } });
    expect(tooLong.errors?.[0]?.message).toBe('Dapat hindi hihigit sa 100 character ang paliparang pag-aalisan');
    // graphql-js's own messages are not ours: they stay as it wrote them.
    const unknownField = await browser.graphql(`{ me { shoeSize } }`);
    expect(unknownField.errors?.[0]?.message).toBe('Cannot query field "shoeSize" on type "User".');
  });

  it('answers GraphQL in Filipino by cookie and Accept-Language, English by default', async () => {
    const inEnglish = await TestClient.for(server).graphql(TRIP, { id: 1 });
    expect(inEnglish.errors?.[0]).toMatchObject({
      message: english(messages.signedOut),
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const byCookie = await inFilipino(TestClient.for(server)).graphql(TRIP, { id: 1 });
    expect(byCookie.errors?.[0]).toMatchObject({
      message: t('fil', 'auth:signedOut'),
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const anonymous = TestClient.for(server, { 'accept-language': 'fil' });
    const forgot = await anonymous.graphql(FORGOT, { email: 'not-an-address' });
    expect(forgot.errors?.[0]).toMatchObject({
      message: t('fil', 'validation:accounts.email'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const sent = await anonymous.graphql<{ forgotPassword: { message: string } }>(FORGOT, {
      email: 'nobody@example.ph',
    });
    expect(sent.data?.forgotPassword.message).toBe(t('fil', 'auth:resetRequested'));
  });

  it('stores the language with updateLocale, and then speaks it whatever the browser asks', async () => {
    const signedOut = await TestClient.for(server).graphql(UPDATE_LOCALE, { locale: 'fil' });
    expect(signedOut.errors?.[0]).toMatchObject({
      message: english(messages.signedOut),
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const { browser, userId } = await signedInClient();
    expect((await browser.graphql(ME)).data).toMatchObject({ me: { locale: 'en' } });
    // An English account stays English in a browser whose cookie says Filipino.
    browser.cookies.set('lakbay_lang', 'fil');
    expect((await browser.graphql(TRIP, { id: 999999 })).errors?.[0]?.message).toBe(english(tripMessages.notFound));

    const badValue = await browser.post<{ errors: { extensions: { code: string } }[] }>('/graphql', {
      query: UPDATE_LOCALE,
      variables: { locale: 'de' },
    });
    expect(badValue.status).toBe(400);
    expect(badValue.body.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');

    const updated = await browser.graphql(UPDATE_LOCALE, { locale: 'fil' });
    expect(updated).toEqual({ data: { updateLocale: { locale: 'fil' } } });
    const stored = await server.database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(stored.locale).toBe('fil');
    expect((await browser.graphql(ME)).data).toMatchObject({ me: { locale: 'fil' } });

    // The account's language beats the cookie and Accept-Language, on REST and GraphQL.
    browser.cookies.set('lakbay_lang', 'en');
    const rest = await browser.request('GET', '/api/trips/999999');
    expect(rest.body).toEqual({ message: t('fil', 'trips:notFound') });
    const graphql = await browser.graphql(TRIP, { id: 999999 });
    expect(graphql.errors?.[0]?.message).toBe(t('fil', 'trips:notFound'));
    const loggedOut = await browser.post('/api/logout');
    expect(loggedOut.body).toEqual({ message: t('fil', 'auth:loggedOut') });
  });

  it('answers an API token in its Accept-Language, else in the owner’s language', async () => {
    const { browser } = await signedInClient();
    await browser.graphql(UPDATE_LOCALE, { locale: 'fil' });
    const { token } = await newApiToken(browser);

    const owner = TestClient.for(server, { authorization: `Bearer ${token}` });
    expect((await owner.graphql(TRIP, { id: 999999 })).errors?.[0]?.message).toBe(t('fil', 'trips:notFound'));
    const refused = await owner.graphql(UPDATE_LOCALE, { locale: 'en' });
    expect(refused.errors?.[0]).toMatchObject({
      message: `${t('fil', 'tokens:sessionOnly')} (updateLocale)`,
      extensions: { code: 'FORBIDDEN' },
    });

    const inEnglish = inFilipino(TestClient.for(server, { authorization: `Bearer ${token}`, 'accept-language': 'en' }));
    expect((await inEnglish.graphql(TRIP, { id: 999999 })).errors?.[0]?.message).toBe(english(tripMessages.notFound));

    const invalid = TestClient.for(server, { authorization: 'Bearer lkb_nope', 'accept-language': 'fil' });
    const answer = await invalid.post<{ errors: { message: string }[] }>('/graphql', { query: ME });
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0]!.message).toBe(t('fil', 'tokens:invalid'));
    expect(t('en', 'tokens:invalid')).toBe(english(apiTokenMessages.invalid));
  });

  it('keeps a new account in the language it signed up in and mails it the Filipino verification e-mail', async () => {
    const browser = inFilipino(TestClient.for(server));
    const account = { ...newAccount('wika'), fullName: 'Ana <Reyes> & Co' };
    expect((await browser.post('/api/register', account)).status).toBe(201);
    expect((await browser.graphql(ME)).data).toMatchObject({ me: { locale: 'fil' } });

    const mail = await mailTo(account.email);
    expect(mail.headers.get('subject')).toBe(t('fil', 'emails:verification.subject'));
    // An address not verified yet is greeted without the name the sign-up typed (issue #33 S6).
    expect(mail.text).toMatch(new RegExp(`^${t('fil', 'emails:greetingUnverified')}\r?\n`));
    expect(mail.text).not.toContain('Ana');
    expect(mail.text).toContain(t('fil', 'emails:verification.intro'));
    expect(mail.html).toContain('<html lang="fil">');
    expect(mail.html).toContain(t('fil', 'emails:verification.action'));
    const link = /https:\/\/lakbay\.example\.ph\/verify-email\?token=[\w-]+/.exec(mail.text)![0];
    const verified = await browser.get(`/api/verify-email?token=${tokenIn(link, '/verify-email')}`);
    expect(verified.body).toMatchObject({ message: t('fil', 'auth:verified') });
    // Verified, it is greeted by name in Filipino, escaped in the markup.
    expect((await browser.post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const reset = await mailTo(account.email);
    expect(reset.text).toContain('Kumusta Ana <Reyes> & Co,');
    expect(reset.html).toContain('Kumusta Ana &lt;Reyes&gt; &amp; Co,');
  });

  it('mails a password reset in the account’s language, whoever asks', async () => {
    const account = newAccount('reset');
    const browser = inFilipino(TestClient.for(server));
    expect((await browser.post('/api/register', account)).status).toBe(201);
    const stranger = TestClient.for(server, { 'accept-language': 'en' });
    const answer = await stranger.post('/api/forgot-password', { email: account.email });
    expect(answer.body).toEqual({ message: english(messages.resetRequested) });
    const mail = await mailTo(account.email);
    expect(mail.headers.get('subject')).toBe(t('fil', 'emails:passwordReset.subject'));
    expect(mail.text).toContain(t('fil', 'emails:passwordReset.outro'));

    // The same account signed in later keeps its language.
    const login = TestClient.for(server);
    expect((await login.post('/api/login', { username: account.username, password: PASSWORD })).status).toBe(200);
    expect((await login.graphql(ME)).data).toMatchObject({ me: { locale: 'fil' } });
  });

  it('acknowledges a contact request in the visitor’s language and keeps the team’s copy in English', async () => {
    const visitor = TestClient.for(server, { 'accept-language': 'fil' });
    const request = {
      fullName: 'Liza Soberano',
      email: 'liza.wika@example.ph',
      phone: '+63 917 555 0101',
      travelDetails: 'Sampung araw sa Palawan kasama ang pamilya.',
      tripTypes: ['family'],
    };
    const answer = await visitor.post('/api/contact', request);
    expect(answer).toMatchObject({ status: 201, body: { message: t('fil', 'contact:submitted') } });
    expect(t('en', 'contact:submitted')).toBe(english(contactMessages.submitted));

    const acknowledgement = await mailTo(request.email);
    expect(acknowledgement.headers.get('subject')).toBe(t('fil', 'emails:contactAcknowledgement.subject'));
    expect(acknowledgement.text).toContain('Mga uri ng biyahe: family');
    const team = smtp.inbox.filter((m) => !m.to.includes(request.email)).at(-1)!.mail;
    expect(team.headers.get('subject')).toBe('New contact request #' + String(answer.body.id) + ' from Liza Soberano');
    expect(team.text).toContain('Trip types: family');
  });
});
