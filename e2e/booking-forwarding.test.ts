// A trip's forwarding address on the Bookings tab (issue 31), on a server that receives mail: the owner
// gets it at phone width, a confirmation forwarded to it through the SMTP receiver shows on the tab,
// a new address replaces it, and turning it off takes it away.
import nodemailer from 'nodemailer';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailReceiver } from '../api/src/http/mail-receiver.js';
import { forwardedSample, startTestMailReceiver } from '../api/src/test/forwarding.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { eventually, pageShot, seedTrip, signedInPage, toast } from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

const DOMAIN = 'trips.lakbay.example.ph';

describe.runIf(browserAvailable())('forwarding confirmations in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let receiver: MailReceiver;

  beforeAll(async () => {
    ({ server, browser } = await startBrowserApp({ MAIL_RECEIVER_PORT: '0', MAIL_RECEIVER_DOMAIN: DOMAIN }));
    receiver = await startTestMailReceiver(server, DOMAIN);
  });
  afterAll(async () => {
    await receiver?.stop();
    await stopBrowserApp({ server, browser });
  });

  it('gives the trip an address that forwarded confirmations reach, renews it and turns it off', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.mobile);
    const tripId = await seedTrip(server, context, { startDate: '2026-12-01', duration: 8 });
    await page.goto(`${server.baseUrl}/trips/${tripId}?tab=bookings`);
    const panel = page.getByRole('tabpanel', { name: 'Bookings' });
    await panel.getByRole('button', { name: 'Get a Forwarding Address' }).click();
    await toast(page, 'Forwarding address ready').waitFor();
    const field = panel.getByLabel("This trip's address");
    const address = await field.inputValue();
    expect(address).toMatch(/^trip\+[0-9a-f]{24}\.[0-9a-f]{24}@trips\.lakbay\.example\.ph$/);
    await pageShot(page, 'bookings-forwarding');

    await nodemailer
      .createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true })
      .sendMail(forwardedSample('klook', address));
    await page.reload();
    const list = panel.getByRole('list', { name: 'Bookings on this trip' });
    await eventually(() => list.getByRole('listitem').count()).toBe(1);
    expect(await list.innerText()).toContain('Tokyo Disneyland 1-Day Passport');

    await panel.getByRole('button', { name: 'New Address' }).click();
    await toast(page, 'New forwarding address made: the old one no longer works').waitFor();
    await eventually(async () => (await field.inputValue()) !== address).toBe(true);
    await panel.getByRole('button', { name: 'Turn Off' }).click();
    await panel.getByRole('button', { name: 'Get a Forwarding Address' }).waitFor();
    expect(errors).toEqual([]);
  });
});
