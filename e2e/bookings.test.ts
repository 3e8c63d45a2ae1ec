// Bookings on a trip (issue 31) in a real browser against the real API: the owner pastes a
// Philippine Airlines confirmation at phone width, checks the two flights Lakbay read, saves
// them and finds them on their days of the itinerary and in Departure Readiness; a message with no booking saves nothing; a PDF is read into
// the box and a wrong file refused with the server's reason; at desktop width a booking is removed.
import { bookingSample as sample } from '../api/src/test/bookings.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../api/src/test/pdf.js';
import type { TestServer } from '../api/src/test/test-server.js';
import { dialogShot, eventually, pageShot, seedTrip, signedInPage, toast } from './app-helpers.js';
import { browserAvailable, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

const confirmation = sample('philippine-airlines');
const agoda = sample('agoda');

describe.runIf(browserAvailable())('bookings in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;
  const panel = (page: Page) => page.getByRole('tabpanel', { name: 'Bookings' });

  it('reads a pasted confirmation, saves it on confirmation, and lists the flights on their days', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.mobile);
    const tripId = await seedTrip(server, context, { startDate: '2026-12-01', duration: 8 });
    await page.goto(url(`/trips/${tripId}?tab=bookings`));
    await panel(page).getByText('No bookings yet.', { exact: false }).waitFor();

    // A message with no booking: said, and nothing saved.
    await panel(page).getByRole('button', { name: 'Add a Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Booking' });
    await dialog.getByLabel('Confirmation e-mail').fill('Hi! See you at the beach on Saturday.');
    await dialog.getByRole('button', { name: 'Read Confirmation' }).click();
    await dialog.getByText('No booking found', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save Bookings' }).count()).toBe(0);

    await dialog.getByLabel('Confirmation e-mail').fill(confirmation);
    await dialog.getByRole('button', { name: 'Read Confirmation' }).click();
    await dialog.getByText('Found 2 bookings. Check them, then save them.').waitFor();
    const found = await dialog.getByRole('status').innerText();
    expect(found, found).toContain('MNL Terminal 1 08:05 → NRT 13:30');
    await dialogShot(page, 'bookings-preview');
    await dialog.getByRole('button', { name: 'Save Bookings' }).click();
    await toast(page, '2 bookings added').waitFor();

    const list = panel(page).getByRole('list', { name: 'Bookings on this trip' });
    await eventually(() => list.getByRole('listitem').count()).toBe(2);
    const items = await list.getByRole('listitem').allInnerTexts();
    expect(items[0]).toContain('Day 1');
    expect(items[0]).toContain('PR 428 · Philippine Airlines');
    expect(items[1]).toContain('Day 8');
    expect(items[1]).toContain('Reference 7XKQ2P');
    await pageShot(page, 'bookings-list');

    // On its day of the itinerary: the first day flies in.
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    const itinerary = page.getByRole('tabpanel', { name: 'Daily Itinerary' });
    await itinerary
      .getByText('Flight PR 428 · Philippine Airlines: MNL Terminal 1 08:05 → NRT Terminal 2 13:30, local times', {
        exact: false,
      })
      .waitFor();
    await pageShot(page, 'bookings-on-day-1');

    // And in Departure Readiness: the flight home is the return ticket.
    await page.getByRole('tab', { name: 'Departure Readiness' }).click();
    await page.getByText('Your return flight PR 427', { exact: false }).waitFor();

    // And on paper.
    await page.goto(url(`/trips/${tripId}/print`));
    const day1 = page.getByRole('article', { name: /^Day 1/ });
    await day1.getByText('Flight PR 428 · Philippine Airlines', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });

  it('reads an uploaded PDF into the box, and says why a wrong file is refused', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    const tripId = await seedTrip(server, context, { startDate: '2026-12-01', duration: 8 });
    await page.goto(url(`/trips/${tripId}?tab=bookings`));
    await panel(page).getByRole('button', { name: 'Add a Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Booking' });
    const file = dialog.getByLabel('Or upload the e-mail (.eml) or a PDF');

    await file.setInputFiles({ name: 'booking.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
    await toast(page, 'Could not read the file').waitFor();
    expect(await toast(page, 'Could not read the file').innerText()).toContain(
      'Upload the confirmation as an e-mail file (.eml) or a PDF.',
    );

    await file.setInputFiles({ name: 'agoda.pdf', mimeType: 'application/pdf', buffer: textPdf(agoda.split('\n')) });
    await dialog.getByText('Found 1 booking. Check it, then save it.').waitFor();
    expect(await dialog.getByLabel('Confirmation e-mail').inputValue()).toContain('Sample Shinjuku Hotel');
    await dialog.getByRole('button', { name: 'Save Bookings' }).click();
    await toast(page, '1 booking added').waitFor();
    const list = panel(page).getByRole('list', { name: 'Bookings on this trip' });
    await eventually(() => list.getByRole('listitem').count()).toBe(1);
    expect(await list.innerText()).toContain('Sample Shinjuku Hotel');
    // The refused upload's 400 is the only failed request.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it('removes a booking at desktop width', async () => {
    const { context, page, errors } = await signedInPage(browser, server, viewports.desktop);
    const tripId = await seedTrip(server, context, { startDate: '2026-12-01', duration: 8 });
    const added = await context.request.post(url('/graphql'), {
      data: {
        query: 'mutation ($tripId: Int!, $text: String!) { addBookings(tripId: $tripId, text: $text) { id } }',
        variables: { tripId, text: confirmation },
      },
    });
    expect(added.status()).toBe(200);
    await page.goto(url(`/trips/${tripId}?tab=bookings`));
    const list = panel(page).getByRole('list', { name: 'Bookings on this trip' });
    await eventually(() => list.getByRole('listitem').count()).toBe(2);
    await list.getByRole('listitem').first().getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Booking removed').waitFor();
    await eventually(() => list.getByRole('listitem').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
