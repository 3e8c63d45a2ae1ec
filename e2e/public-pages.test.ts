// The public pages of issue 6 in a real browser against the real API, signed
// out, with the clock pinned to the day the sample deals were written: the quote
// form (its messages, a stored submission, the error toast), the landing page's
// contact and partners sections, the deals tabs and newsletter, and the booking
// pages with and without a configured partner frame, at phone and desktop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/src/test/test-server.js';
import {
  assertWebBuilt,
  browserAvailable,
  collectPageErrors,
  launchBrowser,
  localTiles,
  screenshot,
  viewports,
  webDistDir,
  startBrowserApp,
  stopBrowserApp,
  waitForHydration,
} from './browser.js';

const SUBMITTED = "Your inquiry has been submitted successfully! We'll contact you within 24 hours.";
const now = () => new Date('2026-11-22T04:00:00Z');

describe.runIf(browserAvailable())('the public pages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp({}, { overrides: { now } })));
  afterAll(() => stopBrowserApp({ server, browser }));

  async function open(path: string, viewport: (typeof viewports)[keyof typeof viewports]) {
    const page = await browser.newPage({ viewport });
    page.setDefaultTimeout(15_000);
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}${path}`);
    return { page, errors };
  }

  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`checks and submits the quote form at ${name} width`, async () => {
      const { page, errors } = await open('/travel-package-quote', viewport);
      await page.getByRole('heading', { level: 1, name: 'Get a Custom Travel Package Quote' }).waitFor();
      await page.getByText('Book your package by December 31 and we add a complimentary airport transfer.').waitFor();
      await page.getByText(/^Sample testimonials/).waitFor();
      await screenshot(page, `quote-${name}`);

      const form = page.getByRole('form', { name: 'Quote request' });
      await form.getByRole('button', { name: 'Request a Quote' }).click();
      for (const message of [
        'Name must be at least 2 characters.',
        'Please enter a valid email address.',
        'Please provide a valid phone number.',
        'Please provide more details about your dream trip.',
        'You must agree to the terms and conditions.',
      ]) {
        await form.getByText(message).waitFor();
      }
      expect(await focusedName(page)).toBe('fullName');

      const fullName = `Maria ${name}`;
      await form.getByLabel('Full name').fill(fullName);
      await form.getByLabel('Email address').fill(`maria.${name}@example.ph`);
      await form.getByLabel('Phone number').fill('0917 123 4567');
      await form.getByLabel('Family').check();
      await form.getByLabel('Solo').check();
      await form.getByLabel('Tell us about your dream trip').fill('Japan in April for a family of four, 6 days.');
      await form.getByRole('button', { name: 'Request a Quote' }).click();
      await form.getByText('You must agree to the terms and conditions.').waitFor();
      expect(await focusedName(page)).toBe('agreeToTerms');
      await form.getByLabel(/I agree to the terms and conditions/).check();
      await form.getByRole('button', { name: 'Request a Quote' }).click();

      await page.getByRole('status').getByText(SUBMITTED).first().waitFor();
      await expect.poll(() => page.getByText(SUBMITTED).count()).toBe(2); // the toast and the form's status line
      expect(
        await server.database.prisma.contactSubmission.findFirst({
          where: { fullName },
          select: { email: true, phone: true, travelDetails: true, tripTypes: true },
        }),
      ).toEqual({
        email: `maria.${name}@example.ph`,
        phone: '0917 123 4567',
        travelDetails: 'Japan in April for a family of four, 6 days.',
        // Sent in the checkboxes' order, not the order they were ticked in.
        tripTypes: ['solo', 'family'],
      });
      // The team's notification and the traveler's acknowledgement (which repeats none of their words) wait in the
      // development outbox.
      await server.app.services.contact.idle();
      const notification = await server.database.prisma.outboxEmail.findMany({
        where: { text: { contains: fullName } },
      });
      expect(notification.map((mail) => mail.to)).toEqual(['no-reply@lakbay.local']);
      const acknowledgement = await server.database.prisma.outboxEmail.findMany({
        where: { to: `maria.${name}@example.ph` },
      });
      expect(acknowledgement.map((mail) => mail.subject)).toEqual(['We received your Lakbay travel inquiry']);
      // The form starts over.
      expect(await form.getByLabel('Full name').inputValue()).toBe('');
      expect(await form.getByLabel('Tell us about your dream trip').inputValue()).toBe('');
      expect(await form.getByLabel('Family').isChecked()).toBe(false);
      expect(await form.getByLabel(/I agree/).isChecked()).toBe(false);
      await screenshot(page, `quote-submitted-${name}`);

      expect(errors).toEqual([]);
      await page.close();
    });

    it(`moves between the deals tabs with the arrow keys, the focus following, at ${name} width`, async () => {
      const { page, errors } = await open('/travel-deals', viewport);
      // Before hydration the tabs are links (e2e/server-rendering.test.ts); after it, tabs that keep focus.
      await waitForHydration(page);
      await page.getByRole('tab', { name: 'Featured Deals' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/\?tab=flights$/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Flights');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/\?tab=hotels$/);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hotels');
      await expect.poll(() => page.getByRole('tabpanel', { name: 'Hotels' }).getByRole('article').count()).toBe(2);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows the deals tabs and signs up for the newsletter at ${name} width`, async () => {
      const { page, errors } = await open('/travel-deals', viewport);
      await page.getByRole('heading', { level: 1, name: 'Travel Deals' }).waitFor();
      await page.getByText('Sample deals', { exact: true }).waitFor();
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(3);
      const tokyo = page.getByRole('article', { name: 'Manila to Tokyo round trip' });
      expect(await tokyo.textContent()).toMatch(
        /30% OFF.*Flight.*Philippine Airlines.*Was ₱32,000.*Now ₱22,400.*Valid until March 31, 2027.*View Deal/,
      );
      expect(await tokyo.locator('s').textContent()).toBe('Was ₱32,000');
      await screenshot(page, `deals-${name}`);

      // The tabs are the app's own controls: they work once the page has hydrated.
      await waitForHydration(page);
      for (const [tab, type, count] of [
        ['Flights', 'Flight', 2],
        ['Hotels', 'Hotel', 2],
        ['Packages', 'Package', 2],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForURL(new RegExp(`tab=${tab.toLowerCase()}`));
        // The previous panel lingers while the tabs animate: read the cards of this tab's panel only.
        const tabCards = page.getByRole('tabpanel', { name: tab }).getByRole('article');
        await expect
          .poll(async () => {
            const texts = await tabCards.allTextContents();
            return texts.length === count && texts.every((text) => text.includes(type));
          })
          .toBe(true);
      }
      // The 2023 sample deal has expired and is not offered.
      await page.getByRole('tab', { name: 'Flights' }).click();
      await expect.poll(() => page.getByRole('tabpanel', { name: 'Flights' }).getByRole('article').count()).toBe(2);
      expect(await page.getByText('Manila to Osaka round trip').count()).toBe(0);

      const email = `Deals.${name}@Example.ph`;
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText("Thanks for subscribing! We'll send new travel deals to your inbox.").waitFor();
      expect(await page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe('');
      expect(await server.database.prisma.newsletterSubscription.count({ where: { email: email.toLowerCase() } })).toBe(
        1,
      );

      // View Deal opens the quote form with the deal in the trip details.
      await page.getByRole('tab', { name: 'Featured Deals' }).click();
      await page
        .getByRole('tabpanel', { name: 'Featured Deals' })
        .getByRole('link', { name: 'View Deal: Manila to Tokyo round trip' })
        .click();
      await page.waitForURL(/\/travel-package-quote\?details=/);
      expect(await page.getByLabel('Tell us about your dream trip').inputValue()).toBe(
        'I\'m interested in the deal "Manila to Tokyo round trip" from Philippine Airlines. ',
      );

      expect(errors).toEqual([]);
      await page.close();
    });

    it(`offers a quote on a booking page without a partner at ${name} width`, async () => {
      const { page, errors } = await open('/book-hotels', viewport);
      await page.getByRole('heading', { level: 1, name: 'Book Hotels' }).waitFor();
      await page.getByText('Online hotel booking is not available here yet.', { exact: false }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      await screenshot(page, `booking-hotels-${name}`);
      await page.getByRole('link', { name: 'Request a quote' }).click();
      await page.waitForURL(/\/travel-package-quote\?details=/);
      expect(await page.getByLabel('Tell us about your dream trip').inputValue()).toBe(
        "I'd like help booking a hotel for my trip. ",
      );
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('shows the contact and partner sections on the landing page, with the home form’s phone message', async () => {
    const { page, errors } = await open('/', viewports.desktop);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await form.getByText('Please enter a valid phone number.').waitFor();
    // No terms checkbox or trip types on the home form.
    expect(await form.getByRole('checkbox').count()).toBe(0);
    const partners = page.getByRole('region', { name: 'Trusted travel partners' });
    for (const partner of ['Philippine Airlines', 'Cebu Pacific', 'AirAsia', 'Agoda', 'Booking.com', 'Klook']) {
      await partners.getByText(partner, { exact: true }).waitFor();
    }
    expect(await partners.locator('img').count()).toBe(0);

    await form.getByLabel('Full name').fill('Juan dela Cruz');
    await form.getByLabel('Email address').fill('juan@example.ph');
    await form.getByLabel('Phone number').fill('+63 2 8123 4567');
    await form.getByLabel('Your travel plans').fill('Seoul in autumn, 5 days, two people.');
    // The server refuses (here: its rate limit, as /graphql words it), and the error toast says why.
    await page.route('**/graphql', (route) =>
      route.request().postDataJSON()?.operationName === 'SubmitContactRequest'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              data: null,
              errors: [
                {
                  message: 'Too many attempts. Please try again in 60 minutes.',
                  extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 3600 },
                },
              ],
            }),
          })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await page.getByText('Error submitting form').waitFor();
    await page.getByText('Too many attempts. Please try again in 60 minutes.').waitFor();
    // Nothing was lost: the visitor can try again later.
    expect(await form.getByLabel('Full name').inputValue()).toBe('Juan dela Cruz');
    // No page errors. GraphQL's refusal comes in a 200 answer; a proxy's 429 would show as a failed load.
    expect(errors.filter((error) => !/status of 429/.test(error))).toEqual([]);
    await page.close();
  });
});

describe.runIf(browserAvailable())('a booking page with a partner frame', () => {
  let server: TestServer;
  let browser: Browser;
  const partner = 'https://partner.example.test/flights?aid=lakbay';

  beforeAll(async () => {
    assertWebBuilt();
    server = await startTestServer({
      WEB_DIST_DIR: webDistDir,
      MAP_TILE_URL: await localTiles(),
      BOOKING_FLIGHT_WIDGET_URL: partner,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('frames the configured partner page, which the CSP allows', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = collectPageErrors(page);
    // The partner is a stand-in served by the browser itself: nothing leaves the machine.
    await page.route('https://partner.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Partner flight search</h1>' }),
    );
    await page.goto(`${server.baseUrl}/find-flight`);
    await page.getByRole('heading', { level: 1, name: 'Find Flights' }).waitFor();
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('src')).toBe(partner);
    expect(await frame.getAttribute('title')).toBe('Find Flights: partner flight search');
    await page.frameLocator('iframe').getByRole('heading', { name: 'Partner flight search' }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a quote' }).count()).toBe(0);
    // Pages without a configured partner still fall back.
    await page.goto(`${server.baseUrl}/book-activity`);
    await page.getByRole('link', { name: 'Request a quote' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
