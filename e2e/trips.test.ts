// Saved trips in a real browser against the real API: the trip lists and
// their status menu, the dashboard and the create-trip dialog, the trip page
// with its per-day editor, someone else's trip, and /customize-trip, at phone
// and desktop widths.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import { sampleItinerary } from '../api/src/test/trips.js';
import {
  card,
  chooseAction,
  createVerifiedAccount,
  describedError,
  dialogShot,
  eventually,
  isFocused,
  pageShot,
  seedTrip as seedTripAs,
  signedInPage as signedInPageOn,
  tab,
  toast,
  type Viewport,
} from './app-helpers.js';
import { browserAvailable, collectPageErrors, viewports, startBrowserApp, stopBrowserApp } from './browser.js';

describe.runIf(browserAvailable())('saved trips in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;

  const signedInPage = (viewport?: Viewport) => signedInPageOn(browser, server, viewport);
  const seedTrip = (context: BrowserContext, overrides?: Record<string, unknown>, status?: string) =>
    seedTripAs(server, context, overrides, status);

  it('lists trips by status and moves one through the status menu', async () => {
    const { context, page, errors } = await signedInPage();
    const japan = await seedTrip(context);
    const singapore = await seedTrip(context, {
      destinationCountry: 'SG',
      cities: [],
      savedType: 'experience',
      startDate: '2026-12-01',
      experienceItinerary: { ...sampleItinerary('Experience'), destination: 'Singapore', totalBudget: 64_500 },
    });
    await seedTrip(context, { destinationCountry: 'KR', cities: ['Seoul'] }, 'past');
    // Two co-travelers on the Singapore trip: its card says so, from its members.
    for (const role of ['editor', 'viewer'] as const) {
      const friend = await createVerifiedAccount(server, 'friend');
      const { id: userId } = await server.database.prisma.user.findUniqueOrThrow({
        where: { usernameKey: friend.username.toLowerCase() },
      });
      await server.database.prisma.tripMember.create({ data: { tripId: singapore, userId, role } });
    }

    await page.goto(url('/my-trips'));
    await page.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();
    await eventually(() => tab(page, 'Upcoming Trips').textContent()).toBe('Upcoming Trips2');
    expect(await tab(page, 'Past Trips').textContent()).toBe('Past Trips1');
    // No badge on an empty tab.
    expect(await tab(page, 'Canceled').textContent()).toBe('Canceled');

    const japanCard = card(page, 'Japan');
    await japanCard.waitFor();
    const japanText = await japanCard.textContent();
    expect(japanText).toContain('Budget-Focused');
    expect(japanText).toContain('Flexible dates');
    expect(japanText).toContain('Tokyo');
    expect(japanText).toContain('₱35,000');
    expect(japanText).toContain('Solo Trip');
    const singaporeText = await card(page, 'Singapore').textContent();
    expect(singaporeText).toContain('With 2 co-travelers');
    expect(singaporeText).not.toContain('Solo Trip');
    expect(singaporeText).toContain('Experience-Focused');
    expect(singaporeText).toContain('Dec 1, 2026');
    expect(singaporeText).toContain('₱64,500');
    expect(await japanCard.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/trips/${japan}`);
    await pageShot(page, 'my-trips-desktop');

    // upcoming → past, picked with the keyboard.
    await chooseAction(page, 'Japan', 'Mark as Complete', { keyboard: true });
    await eventually(() => toast(page, 'Trip status updated').count()).toBe(1);
    await eventually(() => tab(page, 'Upcoming Trips').textContent()).toBe('Upcoming Trips1');
    expect(await tab(page, 'Past Trips').textContent()).toBe('Past Trips2');
    await eventually(() => japanCard.count()).toBe(0);

    // past → upcoming.
    await tab(page, 'Past Trips').click();
    await page.getByText('Trips move here when you mark them as complete.').waitFor();
    await card(page, 'Japan').waitFor();
    await card(page, 'South Korea').waitFor();
    await chooseAction(page, 'Japan', 'Move to Upcoming');
    await eventually(() => tab(page, 'Past Trips').textContent()).toBe('Past Trips1');
    await eventually(() => card(page, 'Japan').count()).toBe(0);

    // upcoming → canceled, after a confirmation.
    await tab(page, 'Upcoming Trips').click();
    await chooseAction(page, 'Japan', 'Cancel Trip');
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this trip?' });
    await confirm.getByRole('button', { name: 'Keep Trip' }).click();
    await eventually(() => confirm.count()).toBe(0);
    expect(await card(page, 'Japan').count()).toBe(1);
    await chooseAction(page, 'Japan', 'Cancel Trip');
    await confirm.getByRole('button', { name: 'Cancel Trip' }).click();
    await eventually(() => tab(page, 'Canceled').textContent()).toBe('Canceled1');
    await eventually(() => card(page, 'Japan').count()).toBe(0);

    // Nothing restores a canceled trip: its menu only deletes it.
    await tab(page, 'Canceled').click();
    await card(page, 'Japan').getByRole('button', { name: 'Actions for Japan trip' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Delete Trip']);
    await page.keyboard.press('Escape');
    const stored = await server.database.prisma.trip.findUniqueOrThrow({ where: { id: japan } });
    expect(stored.status).toBe('canceled');

    // The past trip's menu offers its own moves.
    await tab(page, 'Past Trips').click();
    await card(page, 'South Korea').getByRole('button', { name: 'Actions for South Korea trip' }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Move to Upcoming', 'Cancel Trip', 'Edit Trip', 'Delete Trip']);
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts down to the next trip on the dashboard, and deletes trips after a confirmation', async () => {
    const { context, page, errors } = await signedInPage();
    /** A start date `days` from today, in the browser's (this machine's) local calendar. */
    const inDays = (days: number) => {
      const date = new Date();
      date.setDate(date.getDate() + days);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    };
    const japan = await seedTrip(context, { startDate: inDays(5) });
    const singapore = await seedTrip(context, { destinationCountry: 'SG', cities: [], startDate: inDays(20) });
    const korea = await seedTrip(context, { destinationCountry: 'KR', cities: ['Seoul'] });
    // Started yesterday: not the next trip any more.
    await seedTrip(context, { destinationCountry: 'TH', cities: [], startDate: inDays(-1) });

    await page.goto(url('/dashboard'));
    await page.getByText('5 days until your next trip to Japan').waitFor();

    // Delete Trip asks first; Keep Trip changes nothing.
    await chooseAction(page, 'Japan', 'Delete Trip');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this trip?' });
    await confirm.getByText('Your Japan trip and its itineraries are deleted for good.').waitFor();
    await dialogShot(page, 'delete-trip-confirm');
    await confirm.getByRole('button', { name: 'Keep Trip' }).click();
    await eventually(() => confirm.count()).toBe(0);
    expect(await card(page, 'Japan').count()).toBe(1);
    // Focus goes back to the card's menu button, not to the page's body (the menu item that opened the
    // dialog is gone). A menu opened before that would close again as the focus moves.
    const menuButton = card(page, 'Japan').getByRole('button', { name: 'Actions for Japan trip' });
    await eventually(() => menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await chooseAction(page, 'Japan', 'Delete Trip');
    await confirm.getByRole('button', { name: 'Delete Trip' }).click();
    await eventually(() => toast(page, 'Trip deleted').count()).toBe(1);
    await eventually(() => card(page, 'Japan').count()).toBe(0);
    await eventually(() => tab(page, 'Upcoming Trips').textContent()).toBe('Upcoming Trips3');
    await page.getByText('20 days until your next trip to Singapore').waitFor();
    expect(await server.database.prisma.trip.count({ where: { id: japan } })).toBe(0);

    const today = await context.request.patch(url(`/api/trips/${singapore}`), { data: { startDate: inDays(0) } });
    expect(today.status()).toBe(200);
    await page.reload();
    await page.getByText('Your trip to Singapore starts today!').waitFor();

    // The trip page: a dated trip offers its calendar file, an undated one does not.
    await page.goto(url(`/trips/${singapore}`));
    const calendar = page.getByRole('link', { name: 'Add to Calendar (.ics)' });
    expect(await calendar.getAttribute('href')).toBe(`/api/trips/${singapore}/calendar.ics`);
    const ics = await context.request.get(url(`/api/trips/${singapore}/calendar.ics`));
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`DTSTART;VALUE=DATE:${inDays(0).replace(/-/g, '')}`);

    await page.goto(url(`/trips/${korea}`));
    await page.getByRole('heading', { level: 1, name: 'South Korea' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add to Calendar (.ics)' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Trip' }).click();
    await confirm.getByRole('button', { name: 'Delete Trip' }).click();
    await page.waitForURL(url('/my-trips'));
    await eventually(() => toast(page, 'Trip deleted').count()).toBeGreaterThan(0);
    await eventually(() => tab(page, 'Upcoming Trips').textContent()).toBe('Upcoming Trips2');
    expect(await server.database.prisma.trip.count({ where: { id: korea } })).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows the dashboard and creates a trip in the dialog at ${name} width`, async () => {
      const { account, context, page, errors } = await signedInPage(viewport);

      await page.goto(url('/dashboard'));
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByText(`Welcome back, ${account.fullName}!`).waitFor();
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      expect(await sidebar.isVisible()).toBe(name === 'desktop');
      if (name === 'desktop') {
        expect(await sidebar.getByRole('link').allTextContents()).toEqual([
          'Generate New Trip',
          'My Trips',
          'Visa Help',
          'Travel Deals',
          'Local Secrets',
        ]);
      } else {
        expect(await page.getByRole('navigation', { name: 'Quick navigation' }).isVisible()).toBe(true);
      }

      // Every tab's empty state.
      await page.getByRole('heading', { name: 'No upcoming trips' }).waitFor();
      expect(await page.getByRole('link', { name: 'Generate New Trip' }).last().getAttribute('href')).toBe(
        '/generate-trip',
      );
      await pageShot(page, `dashboard-empty-${name}`);
      await tab(page, 'Past Trips').click();
      await page.getByRole('heading', { name: 'No past trips' }).waitFor();
      await tab(page, 'Canceled').click();
      await page.getByRole('heading', { name: 'No canceled trips' }).waitFor();
      await tab(page, 'Upcoming Trips').click();

      // The dialog's own messages first.
      await page.getByRole('button', { name: 'Create New Trip' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Trip' });
      const destination = dialog.getByLabel('Destination', { exact: true });
      await destination.waitFor();
      await dialog.getByLabel('Duration (days)').fill('');
      await dialog.getByLabel('Budget').fill('0');
      await dialog.getByLabel('Currency').selectOption('');
      await dialog.getByRole('button', { name: 'Create Trip' }).click();
      expect(await describedError(page, destination)).toContain('Destination is required');
      expect(await describedError(page, dialog.getByLabel('Origin airport'))).toContain('Origin airport is required');
      expect(await describedError(page, dialog.getByLabel('Duration (days)'))).toContain(
        'Duration must be at least 1 day',
      );
      expect(await describedError(page, dialog.getByLabel('Budget'))).toContain('Budget must be greater than 0');
      expect(await describedError(page, dialog.getByLabel('Currency'))).toContain('Currency is required');
      await eventually(() => isFocused(destination)).toBe(true);
      await dialog.getByLabel('Duration (days)').fill('31');
      await eventually(() => describedError(page, dialog.getByLabel('Duration (days)'))).toContain(
        'Duration must be at most 30 days',
      );

      // Choices come from the API: the 16 destinations (the spec's 15 and the Philippines), the placeholder
      // and the shared currency list.
      expect(await destination.locator('option').count()).toBe(17);
      expect(await dialog.getByLabel('Currency').locator('option').count()).toBe(9);
      await destination.selectOption({ label: 'Japan' });
      await dialog.getByLabel('Origin airport').selectOption('MNL');
      await dialog.getByLabel('Duration (days)').fill('5');
      await dialog.getByLabel('Budget').fill('60000');
      await dialog.getByLabel('Currency').selectOption('PHP');
      await dialog.getByLabel('Start date (optional)').fill('2026-12-01');
      // A start date sets the month of travel.
      expect(await dialog.getByLabel('Travel month').inputValue()).toBe('12');
      const food = dialog.getByRole('button', { name: 'Food' });
      await food.click();
      expect(await food.getAttribute('aria-pressed')).toBe('true');
      await dialogShot(page, `create-trip-dialog-${name}`);
      await dialog.getByRole('button', { name: 'Create Trip' }).click();

      await eventually(() => toast(page, 'Trip created').count()).toBe(1);
      expect(await toast(page, 'Trip created').textContent()).toContain('Your trip has been created successfully');
      await eventually(() => dialog.count()).toBe(0);
      const created = card(page, 'Japan');
      await created.waitFor();
      expect(await created.textContent()).toContain('Dec 1, 2026');
      expect(await created.textContent()).toContain('₱60,000');
      await eventually(() => tab(page, 'Upcoming Trips').textContent()).toBe('Upcoming Trips1');
      const [stored] = await server.database.prisma.trip.findMany({
        where: { user: { usernameKey: account.username.toLowerCase() } },
      });
      expect(stored).toMatchObject({ destinationCountry: 'JP', originAirport: 'MNL', duration: 5, budget: 60000 });
      expect(stored?.preferences).toEqual(['food']);
      await pageShot(page, `dashboard-${name}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows a trip, edits a day and the trip, and refuses a stale edit', async () => {
    const { context, page, errors } = await signedInPage();
    const id = await seedTrip(context);

    await page.goto(url(`/trips/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    expect(await page.locator('main').getByText('Budget-Focused').count()).toBe(1);
    const summary = page.getByRole('region', { name: 'Trip Summary' });
    const summaryText = await summary.textContent();
    for (const text of ['Upcoming Trip', 'Japan · Tokyo', 'Flexible dates', '2 days', '₱50,000', 'MNL · Manila']) {
      expect(summaryText).toContain(text);
    }
    // The booking pages get the trip to search for (e2e/booking.test.ts follows them).
    const trip = '?destination=Japan&city=Tokyo&origin=MNL&days=2';
    expect(await summary.getByRole('link', { name: 'Book Activities' }).getAttribute('href')).toBe(
      `/book-activity${trip}`,
    );
    expect(await summary.getByRole('link', { name: 'Book Hotel' }).getAttribute('href')).toBe(`/book-hotels${trip}`);
    expect(await summary.getByRole('link', { name: 'Find Flights' }).getAttribute('href')).toBe(`/find-flight${trip}`);

    // Overview: highlights per day and the budget breakdown (two days of the sample costs plus the travel tax).
    await page.getByText('Day 1: Budget day 1').waitFor();
    await page.getByText('Day 2: Budget day 2').waitFor();
    const breakdown = async () =>
      Object.fromEntries(
        await page
          .getByTestId('budget-breakdown')
          .locator('dt')
          .evaluateAll((terms) =>
            terms.map((term) => [term.firstChild?.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
          ),
      );
    expect(await breakdown()).toEqual({
      Accommodation: '₱3,000',
      Food: '₱1,600',
      Transportation: '₱600',
      Activities: '₱1,000',
      'Philippine travel tax': '₱1,620',
      Total: '₱7,820',
    });
    await pageShot(page, 'trip-detail-desktop');

    // Travel Tips: numbered.
    await page.getByRole('tab', { name: 'Travel Tips' }).click();
    expect(await page.getByRole('tabpanel', { name: 'Travel Tips' }).locator('ol > li').allTextContents()).toEqual([
      'Get an IC card',
    ]);

    // Daily Itinerary: day 1 starts open; its editor checks the title and keeps one activity.
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    const itinerary = page.getByRole('tabpanel', { name: 'Daily Itinerary' });
    await itinerary.getByText('Walk around Asakusa').first().waitFor();
    expect(await itinerary.getByRole('button', { name: /Day 1/ }).getAttribute('aria-expanded')).toBe('true');
    expect(await itinerary.getByRole('button', { name: /Day 2/ }).getAttribute('aria-expanded')).toBe('false');
    await itinerary.getByRole('button', { name: 'Edit day 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Day 1' });
    const title = dialog.getByLabel('Day title');
    await title.waitFor();
    expect(await dialog.getByRole('button', { name: 'Remove activity 1' }).isDisabled()).toBe(true);
    await title.fill('');
    await dialog.getByRole('button', { name: 'Save Day' }).click();
    expect(await describedError(page, title)).toContain('Day title is required');
    await eventually(() => isFocused(title)).toBe(true);
    await title.fill('Asakusa and Ueno');
    await dialog.getByRole('button', { name: 'Add activity' }).click();
    // The new activity takes the cursor.
    await eventually(() => isFocused(dialog.getByLabel('Activity 2', { exact: true }))).toBe(true);
    await page.keyboard.type('Ueno Park');
    expect(await dialog.getByRole('button', { name: 'Remove activity 1' }).isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Add meal' }).click();
    await page.keyboard.type('Tonkatsu');
    await dialog.getByLabel('Accommodation cost').fill('2000');
    await dialog.getByLabel('Meals cost').fill('');
    await dialogShot(page, 'day-edit-dialog-desktop');

    // A change made elsewhere meanwhile: the save is refused, the trip reloads, and the next save goes through.
    await server.database.prisma.trip.update({ where: { id }, data: { version: { increment: 1 } } });
    await dialog.getByRole('button', { name: 'Save Day' }).click();
    await eventually(() => toast(page, 'Failed to update itinerary. Please try again.').count()).toBe(1);
    expect(await toast(page, 'Failed to update itinerary').textContent()).toContain(
      'This trip was changed elsewhere. Reload and try again.',
    );
    expect(await dialog.getByLabel('Day title').inputValue()).toBe('Asakusa and Ueno');
    await dialog.getByRole('button', { name: 'Save Day' }).click();
    await eventually(() => toast(page, 'Itinerary updated').count()).toBe(1);
    await eventually(() => dialog.count()).toBe(0);
    await itinerary.getByRole('button', { name: /Asakusa and Ueno/ }).waitFor();
    expect(await itinerary.getByText('Ueno Park').count()).toBe(1);
    expect(await itinerary.getByText('Tonkatsu').count()).toBe(1);

    // Saved: the breakdown follows after a reload.
    await page.reload();
    await page.getByText('Day 1: Asakusa and Ueno').waitFor();
    expect(await breakdown()).toMatchObject({ Accommodation: '₱3,500', Food: '₱800', Total: '₱7,520' });
    const stored = await server.database.prisma.trip.findUniqueOrThrow({ where: { id } });
    expect((stored.budgetItinerary as { days: { activities: string[] }[] }).days[0]?.activities).toEqual([
      'Walk around Asakusa',
      'Ueno Park',
    ]);
    // The other itinerary is untouched.
    expect((stored.experienceItinerary as { days: { title: string }[] }).days[0]?.title).toBe('Experience day 1');

    // Edit Trip: new budget and dates.
    await page.getByRole('button', { name: 'Edit Trip' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Trip' });
    await edit.getByLabel('Budget').waitFor();
    expect(await edit.getByLabel('Destination', { exact: true }).inputValue()).toBe('JP');
    // docs/product/trips.md: the edit dialog offers five currencies.
    expect(await edit.getByLabel('Currency').locator('option:not([value=""])').allTextContents()).toHaveLength(5);
    await edit.getByLabel('Budget').fill('70000');
    await edit.getByLabel('Start date (optional)').fill('2026-11-20');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => toast(page, 'Trip updated').count()).toBe(1);
    await eventually(() => summary.textContent()).toContain('₱70,000');
    expect(await summary.textContent()).toContain('Nov 20, 2026 – Nov 21, 2026');

    // A canceled trip shows no edit actions.
    await context.request.patch(url(`/api/trips/${id}/status`), { data: { status: 'canceled' } });
    await page.reload();
    await eventually(() => summary.textContent()).toContain('Canceled Trip');
    expect(await page.getByRole('button', { name: 'Edit Trip' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await itinerary.getByText('Ueno Park').waitFor();
    expect(await page.getByRole('button', { name: /Edit day/ }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the trip page at phone width', async () => {
    const { context, page, errors } = await signedInPage(viewports.mobile);
    const id = await seedTrip(context, { startDate: '2026-12-01' });
    await page.goto(url(`/trips/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await page.getByTestId('budget-breakdown').waitFor();
    await pageShot(page, 'trip-detail-mobile');
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await page.getByRole('button', { name: 'Edit day 1' }).click();
    await page.getByRole('dialog', { name: 'Edit Day 1' }).getByLabel('Day title').waitFor();
    await dialogShot(page, 'day-edit-dialog-mobile');
    await page.keyboard.press('Escape');

    await page.goto(url('/my-trips'));
    await card(page, 'Japan').waitFor();
    await pageShot(page, 'my-trips-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the error view for another user's trip and for an id that is not one", async () => {
    const owner = await signedInPage();
    const id = await seedTrip(owner.context);
    await owner.context.close();

    const { context, page, errors } = await signedInPage();
    const message =
      "Sorry, we couldn't load this trip. The trip may have been deleted or you don't have permission to view it.";
    await page.goto(url(`/trips/${id}`));
    await page.getByText(message).waitFor();
    expect(await page.getByRole('link', { name: 'Back to My Trips' }).getAttribute('href')).toBe('/my-trips');
    expect(await page.getByText('Japan').count()).toBe(0);
    await page.goto(url('/trips/not-a-number'));
    await page.getByText(message).waitFor();

    // A list that fails to load says so and offers another try.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('SavedTripList')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: 'The trips are resting.', extensions: { code: 'INTERNAL' } }] }),
          })
        : route.continue(),
    );
    await page.goto(url('/my-trips'));
    // The one component for a query's states (QueryState): the title, the server's message, Try again.
    const failed = page.getByTestId('query-error');
    await failed.getByText("We couldn't load your trips.").waitFor();
    await failed.getByText('The trips are resting.').waitFor();
    await pageShot(page, 'my-trips-load-error');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No upcoming trips' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`customizes a generated itinerary and saves it as a new trip at ${name} width`, async () => {
      const { account, context, page, errors } = await signedInPage(viewport);
      // As the generation page hands it over: GraphQL objects still carrying __typename.
      const itinerary = sampleItinerary('Custom', 3);
      const handoff = {
        itinerary: {
          __typename: 'Itinerary',
          ...itinerary,
          // Generated totals are the sum of the costs: 3 days of 3,100 plus the travel tax.
          totalBudget: 10_920,
          days: itinerary.days.map((day) => ({ __typename: 'Day', ...day })),
        },
        type: 'experience',
        form: {
          originAirport: 'CEB',
          destinationCountry: 'JP',
          cities: ['Tokyo'],
          travelMonth: 4,
          currency: 'PHP',
          duration: 3,
          budget: 60000,
          preferences: ['food'],
          departureTime: null,
          returnTime: null,
        },
      };

      // Nothing handed over, then something unreadable: back to /generate-trip with the toasts of docs/product/trips.md.
      await page.goto(url('/customize-trip'));
      await page.waitForURL(/\/generate-trip$/);
      await eventually(() => toast(page, 'No itinerary data').count()).toBe(1);
      expect(await toast(page, 'No itinerary data').textContent()).toContain('Please generate a trip first');
      await page.evaluate(() => sessionStorage.setItem('lakbay.customizeTrip', '{not json'));
      await page.goto(url('/customize-trip'));
      await page.waitForURL(/\/generate-trip$/);
      await eventually(() => toast(page, 'Failed to load itinerary data').count()).toBe(1);

      await page.evaluate((value) => sessionStorage.setItem('lakbay.customizeTrip', value), JSON.stringify(handoff));
      await page.goto(url('/customize-trip'));
      await page.getByRole('heading', { level: 1, name: 'Customize Your Trip' }).waitFor();
      expect(await page.getByText('Experience-Focused').count()).toBe(1);
      const day = (number: number) => page.locator('[data-scope="accordion"][data-part="item"]').nth(number - 1);
      const trigger = (number: number) => page.getByRole('button', { name: new RegExp(`^Day ${number}`) });
      // The first day starts open, the others closed.
      expect(await trigger(1).getAttribute('aria-expanded')).toBe('true');
      expect(await trigger(2).getAttribute('aria-expanded')).toBe('false');

      await page.getByLabel('Overview').fill('Three days of my own Tokyo.');
      const dayOne = day(1);
      await dayOne.getByLabel('Day title').fill('Asakusa at dawn');
      expect(await dayOne.getByRole('button', { name: 'Remove activity 1' }).isDisabled()).toBe(true);
      await dayOne.getByRole('button', { name: 'Add activity' }).click();
      await dayOne.getByLabel('Activity 2', { exact: true }).fill('Sumida river walk');
      await dayOne.getByLabel('Accommodation', { exact: true }).fill('Ryokan in Asakusa');
      await trigger(2).click();
      const dayTwo = day(2);
      await dayTwo.getByLabel('Accommodation cost').fill('2500');
      await dayTwo.getByLabel('Transportation cost').fill('');
      // Meals are edited on the trip page, not here (docs/product/trips.md).
      expect(await dayTwo.getByRole('button', { name: 'Add meal' }).count()).toBe(0);

      // A closed day without a title opens again and takes the cursor.
      await dayTwo.getByLabel('Day title').fill('');
      await trigger(2).click();
      await eventually(() => trigger(2).getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('button', { name: 'Save Changes' }).first().click();
      await eventually(() => trigger(2).getAttribute('aria-expanded')).toBe('true');
      await eventually(() => isFocused(dayTwo.getByLabel('Day title'))).toBe(true);
      expect(await describedError(page, dayTwo.getByLabel('Day title'))).toContain('Day title is required');
      await dayTwo.getByLabel('Day title').fill('Shibuya and Harajuku');
      expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(2);
      await pageShot(page, `customize-${name}`);

      await page.getByRole('button', { name: 'Save Changes' }).last().click();
      await eventually(() => toast(page, 'Your customized trip has been saved').count()).toBe(1);
      await page.waitForURL(/\/my-trips$/);
      const saved = card(page, 'Japan');
      await saved.waitFor();
      expect(await saved.textContent()).toContain('Experience-Focused');
      // Day 2's accommodation went from 1,500 to 2,500 and its transportation from 300 to 0.
      expect(await saved.textContent()).toContain('₱11,620');
      expect(await page.evaluate(() => sessionStorage.getItem('lakbay.customizeTrip'))).toBeNull();

      const [stored] = await server.database.prisma.trip.findMany({
        where: { user: { usernameKey: account.username.toLowerCase() } },
      });
      expect(stored).toMatchObject({
        savedType: 'experience',
        status: 'upcoming',
        originAirport: 'CEB',
        budget: 60000,
      });
      type Stored = { overview: string; days: { title: string; activities: string[] }[] };
      const edited = stored?.experienceItinerary as Stored;
      const untouched = stored?.budgetItinerary as Stored;
      expect(edited.overview).toBe('Three days of my own Tokyo.');
      expect(edited.days.map((entry) => entry.title)).toEqual([
        'Asakusa at dawn',
        'Shibuya and Harajuku',
        'Custom day 3',
      ]);
      expect(edited.days[0]?.activities).toEqual(['Walk around Asakusa', 'Sumida river walk']);
      expect(untouched.overview).toBe('Custom overview');
      expect(untouched.days[0]?.title).toBe('Custom day 1');

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('sends a signed-out visitor from /customize-trip to /auth with a toast', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = collectPageErrors(page);
    await page.goto(url('/customize-trip'));
    await page.waitForURL(/\/auth$/);
    await eventually(() => toast(page, 'Login required').count()).toBe(1);
    expect(await toast(page, 'Login required').textContent()).toContain('Please log in to customize a trip');
    expect(errors).toEqual([]);
    await page.close();
  });
});
