// Trip generation in a real browser against the real API: the landing form
// (signed out → /auth → sign in → /generate-trip filled in), both result tabs
// for Japan with Tokyo and Kyoto from the offline planner, days that open and
// close, Customize, Create Another Trip and Save Itinerary; the form's own
// messages; and, with Gemini played by a stand-in on 127.0.0.1, the streamed
// progress and an error toast. Screenshots at phone and desktop widths.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  apiError,
  daysAskedFor,
  INVENTED_PLACES,
  modelAnswer,
  streamedPlan,
  tokyoPlan,
  type GeminiCall,
  type GeminiReply,
} from '../api/src/planners/gemini-stand-in.js';
import {
  createVerifiedAccount,
  describedError,
  eventually,
  fillJapanTrip,
  generate,
  startGeminiApp,
  toast,
  toggle,
  tripForm,
} from './app-helpers.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  viewports,
  startBrowserApp,
  stopBrowserApp,
} from './browser.js';

const CUSTOMIZE_HANDOFF_KEY = 'lakbay.customizeTrip';
const PENDING_TRIP_FORM_KEY = 'lakbay.pendingTripForm';

describe.runIf(browserAvailable())('trip generation in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  /** A fresh browser profile (own cookies and session storage); signed in when `base` is given. */
  async function openPage(viewport: { width: number; height: number }, signedInOn?: TestServer) {
    const context = await browser.newContext({ viewport });
    if (signedInOn) await signIn(context, signedInOn);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = collectPageErrors(page);
    return { context, page, errors };
  }

  async function signIn(context: BrowserContext, base: TestServer) {
    const account = await createVerifiedAccount(base, 'gen');
    const response = await context.request.post(`${base.baseUrl}/api/login`, {
      data: { username: account.username, password: account.password },
    });
    expect(response.status()).toBe(200);
  }

  const pressed = async (scope: Page | ReturnType<Page['locator']>, name: string) =>
    (await toggle(scope, name).getAttribute('aria-pressed')) === 'true';
  const amount = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

  /** Both viewports' screenshots of the page as it is now, once animations end (spinners never do). */
  async function screenshots(page: Page, name: string, { settle = true } = {}) {
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      if (settle) {
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
      }
      // From the top: a full-page capture of a scrolled page paints the sticky header mid-page.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(page, `${name}-${size}`);
    }
    await page.setViewportSize(viewports.desktop);
  }

  const panel = (page: Page, name: 'Budget-Focused' | 'Experience-Focused') => page.getByRole('tabpanel', { name });

  it('goes from the landing form through sign-in to both itineraries, then customizes, resets and saves', async () => {
    const account = await createVerifiedAccount(server, 'gen');
    const { page, errors } = await openPage(viewports.desktop);

    // Landing section 3, signed out.
    await page.goto(`${server.baseUrl}/`);
    const landing = page.getByRole('form', { name: 'Generate your dream trip' });
    await landing.getByLabel('Origin airport').selectOption('MNL');
    await landing.getByLabel('Destination country').selectOption({ label: 'Japan' });
    await landing.getByLabel('Travel month').selectOption({ label: 'April' });
    expect(await landing.getByLabel('Budget').getAttribute('min')).toBe('10000');
    expect(await landing.getByLabel('Budget').getAttribute('step')).toBe('5000');
    expect(await landing.getByLabel('Duration (days)').getAttribute('max')).toBe('30');
    await landing.getByLabel('Duration (days)').fill('5');
    await landing.getByLabel('Budget').fill('60000');
    await toggle(landing, 'Food').click();
    await toggle(landing, 'Instagrammable Spots').click();
    expect(await pressed(landing, 'Instagrammable Spots')).toBe(true);
    await page.getByText('Just answer a few questions and our AI will create the perfect itinerary for you.').waitFor();
    await page.getByText("We'll create both Budget-Focused and Experience-Focused options for you.").waitFor();
    await screenshots(page, 'landing-trip-form');

    await landing.getByRole('button', { name: 'Generate Itineraries' }).click();
    await eventually(() => toast(page, 'Authentication required').count()).toBe(1);
    expect(await toast(page, 'Authentication required').textContent()).toContain(
      'Please log in to generate a trip itinerary',
    );
    await page.waitForURL(/\/auth$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_TRIP_FORM_KEY)).toContain('"JP"');

    // Sign in: /auth hands the kept values to /generate-trip and clears them.
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Username', { exact: true }).fill(account.username);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/generate-trip$/);
    const form = tripForm(page);
    await form.waitFor();
    expect(await form.getByLabel('Origin airport').inputValue()).toBe('MNL');
    expect(await form.getByLabel('Destination country').inputValue()).toBe('JP');
    expect(await form.getByLabel('Travel month').inputValue()).toBe('4');
    expect(await form.getByLabel('Currency').inputValue()).toBe('PHP');
    expect(await form.getByLabel('Duration (days)').inputValue()).toBe('5');
    expect(await form.getByLabel('Budget').inputValue()).toBe('60000');
    expect(await pressed(form, 'Food')).toBe(true);
    expect(await pressed(form, 'Instagrammable Spots')).toBe(true);
    expect(await pressed(form, 'Culture')).toBe(false);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_TRIP_FORM_KEY)).toBeNull();
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');

    // Cities come with the country; another country clears them.
    await toggle(form, 'Tokyo').click();
    await form.getByLabel('Destination country').selectOption({ label: 'South Korea' });
    await toggle(form, 'Seoul').waitFor();
    expect(await toggle(form, 'Tokyo').count()).toBe(0);
    await form.getByLabel('Destination country').selectOption({ label: 'Japan' });
    expect(await pressed(form, 'Tokyo')).toBe(false);
    await toggle(form, 'Tokyo').click();
    await toggle(form, 'Kyoto').click();
    await toggle(form, 'Instagrammable Spots').click();
    await toggle(form, 'Culture').click();
    await screenshots(page, 'generate-trip-form');

    await generate(page);
    await eventually(() => toast(page, 'Trip itineraries generated successfully!').count()).toBe(1);
    // The results take focus, which also scrolls them into view.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your Trip Itineraries');

    // Budget-Focused is the first tab, and its total stays within the budget.
    expect(await page.getByRole('tab', { name: 'Budget-Focused' }).getAttribute('aria-selected')).toBe('true');
    const budget = panel(page, 'Budget-Focused');
    await budget.getByRole('heading', { level: 3, name: 'Tokyo, Kyoto, Japan' }).waitFor();
    const budgetTotal = amount(await budget.getByTestId('total-budget').textContent());
    expect(budgetTotal).toBeGreaterThan(0);
    expect(budgetTotal).toBeLessThanOrEqual(60000);
    expect(await budget.getByTestId('total-budget').textContent()).toMatch(/^Total ₱\d{1,3}(,\d{3})*$/);
    // Within the budget: no word of going over it.
    expect(await budget.getByTestId('over-budget').count()).toBe(0);
    await budget.getByText('Flexible dates').waitFor();
    await budget.getByText('5 days').waitFor();
    await budget.getByRole('heading', { name: 'Overview' }).waitFor();
    expect(await budget.getByRole('heading', { name: 'Travel tips' }).count()).toBe(1);
    await budget.getByText('Philippine travel tax').first().waitFor();

    // Five days; the first starts open, and each opens and closes on its own.
    const days = budget.getByRole('button', { name: /^Day \d+:/ });
    expect(await days.count()).toBe(5);
    const day1 = days.nth(0);
    const day2 = days.nth(1);
    const day1Panel = page.locator(`[id="${await day1.getAttribute('aria-controls')}"]`);
    const day2Panel = page.locator(`[id="${await day2.getAttribute('aria-controls')}"]`);
    expect(await day1.getAttribute('aria-expanded')).toBe('true');
    expect(await day1Panel.isVisible()).toBe(true);
    for (const label of ['Activities', 'Meals', 'Accommodation', 'Transportation', 'Daily costs']) {
      expect(await day1Panel.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await day2.getAttribute('aria-expanded')).toBe('false');
    expect(await day2Panel.isVisible()).toBe(false);
    await day1.click();
    await day2.click();
    expect(await day1.getAttribute('aria-expanded')).toBe('false');
    expect(await day1Panel.isVisible()).toBe(false);
    expect(await day2.getAttribute('aria-expanded')).toBe('true');
    expect(await day2Panel.isVisible()).toBe(true);
    await day1.click();
    await screenshots(page, 'generate-trip-budget');

    await page.getByRole('tab', { name: 'Experience-Focused' }).click();
    const experience = panel(page, 'Experience-Focused');
    await experience.getByRole('heading', { level: 3, name: 'Tokyo, Kyoto, Japan' }).waitFor();
    const experienceTotal = amount(await experience.getByTestId('total-budget').textContent());
    expect(experienceTotal).toBeGreaterThan(budgetTotal);
    // Days open per tab: the budget tab's choices do not carry over.
    expect(await experience.getByRole('button', { name: /^Day 2:/ }).getAttribute('aria-expanded')).toBe('false');
    await screenshots(page, 'generate-trip-experience');

    // Customize hands the itinerary, its type and the request to /customize-trip.
    await page.evaluate((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) (window as unknown as { handoff: string }).handoff = value;
        setItem.call(this, name, value);
      };
    }, CUSTOMIZE_HANDOFF_KEY);
    await experience.getByRole('button', { name: 'Customize' }).click();
    await page.waitForURL(/\/customize-trip$/);
    const handoff = JSON.parse(await page.evaluate(() => (window as unknown as { handoff: string }).handoff));
    expect(handoff.type).toBe('experience');
    expect(handoff.itinerary.totalBudget).toBe(experienceTotal);
    expect(handoff.itinerary.days).toHaveLength(5);
    expect(handoff.form).toMatchObject({
      originAirport: 'MNL',
      destinationCountry: 'JP',
      cities: ['Tokyo', 'Kyoto'],
      travelMonth: 4,
      currency: 'PHP',
      duration: 5,
      budget: 60000,
      preferences: ['food', 'culture'],
    });

    // Back on a fresh form: generate, then Create Another Trip starts again from the defaults.
    await page.goto(`${server.baseUrl}/generate-trip`);
    await fillJapanTrip(page, ['Kyoto']);
    await generate(page);
    await page.getByRole('button', { name: 'Create Another Trip' }).click();
    await tripForm(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Your Trip Itineraries' }).count()).toBe(0);
    expect(await tripForm(page).getByLabel('Origin airport').inputValue()).toBe('');
    expect(await tripForm(page).getByLabel('Destination country').inputValue()).toBe('');
    expect(await tripForm(page).getByLabel('Duration (days)').inputValue()).toBe('7');
    expect(await tripForm(page).getByLabel('Budget').inputValue()).toBe('50000');
    expect(await pressed(tripForm(page), 'Food')).toBe(false);
    expect(
      await tripForm(page)
        .getByLabel('Origin airport')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // Save Itinerary on the budget tab: a new upcoming trip, and its page.
    await fillJapanTrip(page, ['Tokyo', 'Kyoto']);
    await generate(page);
    await panel(page, 'Budget-Focused').getByRole('button', { name: 'Save Itinerary' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    await eventually(() => toast(page, 'Success!').count()).toBe(1);
    expect(await toast(page, 'Success!').textContent()).toContain('Trip saved successfully!');
    const id = Number(/\/trips\/(\d+)$/.exec(page.url())![1]);
    const saved = await server.database.prisma.trip.findUniqueOrThrow({ where: { id } });
    expect(saved).toMatchObject({
      savedType: 'budget',
      status: 'upcoming',
      destinationCountry: 'JP',
      cities: ['Tokyo', 'Kyoto'],
      budget: 60000,
      duration: 5,
    });

    expect(errors).toEqual([]);
  });

  it('says a plan over its budget is over, and by how much, wherever its budget and total show', async () => {
    const { context, page, errors } = await openPage(viewports.mobile, server);
    await page.goto(`${server.baseUrl}/generate-trip`);
    await fillJapanTrip(page, ['Tokyo']);
    // ₱10,000 for five days in Tokyo: even the Budget-Focused plan costs more.
    await tripForm(page).getByLabel('Budget').fill('10000');
    await generate(page);
    const budget = panel(page, 'Budget-Focused');
    const total = amount(await budget.getByTestId('total-budget').textContent());
    expect(total).toBeGreaterThan(10_000);
    const peso = (value: number) => `₱${value.toLocaleString('en-PH')}`;
    const note = `Over budget by ${peso(total - 10_000)}: the plan costs ${peso(total)} and the budget is ₱10,000.`;
    // Where the results show the budget and the total, not only in a travel tip.
    expect(await budget.getByTestId('over-budget').textContent()).toBe(note);
    await screenshot(page, 'generate-trip-over-budget-mobile');

    await budget.getByRole('button', { name: 'Save Itinerary' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    const id = Number(/\/trips\/(\d+)$/.exec(page.url())![1]);
    // The trip page: under the Overview's total and the Trip Summary's budget.
    const breakdown = page.getByRole('region', { name: 'Budget breakdown' });
    expect(await breakdown.getByTestId('over-budget').textContent()).toBe(note);
    const summary = page.getByRole('region', { name: 'Trip Summary' });
    expect(await summary.getByTestId('over-budget').textContent()).toBe(note);
    await screenshot(page, 'trip-over-budget-mobile');

    // The printed trip: both again.
    await page.goto(`${server.baseUrl}/trips/${id}/print`);
    await page.getByTestId('budget-breakdown').waitFor();
    await eventually(() => page.getByTestId('over-budget').allTextContents()).toEqual([note, note]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the form's messages, and opens a signed-in landing form's values on /generate-trip", async () => {
    const { page, errors } = await openPage(viewports.mobile, server);
    await page.goto(`${server.baseUrl}/generate-trip`);
    const form = tripForm(page);
    await form.waitFor();
    // Defaults: the current month, PHP, 7 days, 50,000.
    expect(await form.getByLabel('Travel month').inputValue()).toBe(String(new Date().getMonth() + 1));
    expect(await form.getByLabel('Currency').inputValue()).toBe('PHP');
    expect(await form.getByLabel('Budget').getAttribute('step')).toBe('1000');
    await form.getByLabel('Duration (days)').fill('');
    await form.getByLabel('Budget').fill('0');
    await form.getByRole('button', { name: 'Generate Itineraries' }).click();

    // Each field is marked once the form's rules have loaded (decision 038).
    expect(await describedError(page, form.getByLabel('Origin airport'))).toContain('Origin airport is required');
    expect(await describedError(page, form.getByLabel('Destination country'))).toContain(
      'Destination country is required',
    );
    expect(await describedError(page, form.getByLabel('Duration (days)'))).toContain('Duration must be at least 1 day');
    expect(await describedError(page, form.getByLabel('Budget'))).toContain('Budget must be greater than 0');
    const preferences = form.getByRole('group', { name: 'Travel preferences' });
    expect(await preferences.getAttribute('aria-describedby')).toBeTruthy();
    await form.getByText('Select at least one preference').waitFor();
    expect(await form.getByLabel('Origin airport').evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshots(page, 'generate-trip-errors');

    // Messages follow the fixes.
    await form.getByLabel('Origin airport').selectOption('CEB');
    await toggle(form, 'Adventure').click();
    await eventually(() => form.getByText('Origin airport is required').count()).toBe(0);
    await eventually(() => form.getByText('Select at least one preference').count()).toBe(0);

    // Signed in, the landing form opens /generate-trip with its values, without a toast.
    await page.goto(`${server.baseUrl}/`);
    const landing = page.getByRole('form', { name: 'Generate your dream trip' });
    await landing.getByLabel('Origin airport').selectOption('DVO');
    await landing.getByLabel('Destination country').selectOption({ label: 'Singapore' });
    await toggle(landing, 'Shopping').click();
    await landing.getByRole('button', { name: 'Generate Itineraries' }).click();
    await page.waitForURL(/\/generate-trip$/);
    await tripForm(page).waitFor();
    expect(await tripForm(page).getByLabel('Origin airport').inputValue()).toBe('DVO');
    expect(await tripForm(page).getByLabel('Destination country').inputValue()).toBe('SG');
    expect(await pressed(tripForm(page), 'Shopping')).toBe(true);
    expect(await toast(page, 'Authentication required').count()).toBe(0);

    expect(errors).toEqual([]);
  });

  it('sends a user whose session ended to sign in again, and back to the form they filled in', async () => {
    const { context, page, errors } = await openPage(viewports.desktop);
    const account = await createVerifiedAccount(server, 'gen');
    const response = await context.request.post(`${server.baseUrl}/api/login`, {
      data: { username: account.username, password: account.password },
    });
    expect(response.status()).toBe(200);
    await page.goto(`${server.baseUrl}/generate-trip`);
    await fillJapanTrip(page, ['Osaka']);
    await context.clearCookies();
    await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).click();
    await eventually(() => toast(page, 'Authentication required').count()).toBe(1);
    await page.waitForURL(/\/auth$/);

    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Username', { exact: true }).fill(account.username);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/generate-trip$/);
    expect(await tripForm(page).getByLabel('Destination country').inputValue()).toBe('JP');
    expect(await pressed(tripForm(page), 'Osaka')).toBe(true);
    expect(await tripForm(page).getByLabel('Budget').inputValue()).toBe('60000');

    // Chromium logs the refused request (401) as a failed resource; that one is on purpose.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
  });

  describe('with Gemini played by a stand-in', () => {
    let gemini: Awaited<ReturnType<typeof startGeminiApp>>;
    let reply: (call: GeminiCall) => GeminiReply | Promise<GeminiReply>;

    beforeAll(async () => {
      gemini = await startGeminiApp(server, (call) => reply(call));
    });
    afterAll(async () => {
      await gemini?.stop();
    });

    /** What a well-behaved model answers for a 5-day trip. */
    const plan = (style: string) => ({
      overview: `Five ${style} days in Tokyo.`,
      tips: ['Carry some cash for small restaurants.'],
      days: Array.from({ length: 5 }, (_, index) => ({
        day: index + 1,
        title: `Day ${index + 1} in Tokyo`,
        activities: [{ text: 'Senso-ji and Nakamise-dori' }],
        accommodation: { text: 'Hostel in Asakusa' },
        transportation: 'Subway with a Suica card',
        meals: [{ text: 'Dinner: ramen' }],
        costs: { accommodation: 1500, meals: 1100, activities: 400, transportation: 340 },
      })),
    });
    const isBudget = (call: GeminiCall) => call.prompt.includes('Style: Budget-Focused');

    it('shows each stage as the server streams it, with a moving progress bar', async () => {
      let finishExperience!: () => void;
      const experienceHeld = new Promise<void>((resolve) => (finishExperience = resolve));
      reply = async (call) => {
        if (!isBudget(call)) await experienceHeld;
        return modelAnswer(plan(isBudget(call) ? 'thrifty' : 'memorable'));
      };
      const { page, errors } = await openPage(viewports.desktop, gemini);
      await page.goto(`${gemini.baseUrl}/generate-trip`);
      await fillJapanTrip(page, ['Tokyo']);
      await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).click();

      await page.getByText('Budget-Focused ready').waitFor();
      await page.getByText('Planning your Experience-Focused itinerary…').waitFor();
      await page.getByText('This can take up to about 60 seconds.', { exact: false }).waitFor();
      const submit = tripForm(page).getByRole('button', { name: /Generat/ });
      expect(await submit.isDisabled()).toBe(true);
      const progress = page.getByRole('progressbar');
      const before = Number(await progress.getAttribute('aria-valuenow'));
      expect(before).toBeGreaterThan(50);
      // Time moves the bar on while the model thinks.
      await eventually(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
      await screenshots(page, 'generate-trip-pending', { settle: false });

      finishExperience();
      await page.getByRole('heading', { level: 2, name: 'Your Trip Itineraries' }).waitFor();
      await panel(page, 'Budget-Focused').getByText('Five thrifty days in Tokyo.').waitFor();
      await page.getByRole('tab', { name: 'Experience-Focused' }).click();
      await panel(page, 'Experience-Focused').getByText('Five memorable days in Tokyo.').waitFor();
      expect(errors).toEqual([]);
    });

    it('shows the days of both itineraries one by one, side by side, as the model writes them', async () => {
      reply = (call) => streamedPlan(plan(isBudget(call) ? 'thrifty' : 'memorable'), { delayMs: 1000 });
      const { page, errors } = await openPage(viewports.desktop, gemini);
      await page.goto(`${gemini.baseUrl}/generate-trip`);
      await fillJapanTrip(page, ['Tokyo']);
      // Watched in the page, where nothing is missed between two polls: when the first day shows (by the
      // wall clock the stand-in's writes are read with), and each count of Budget-Focused days on screen.
      const watched = page.evaluate(
        () =>
          new Promise<{ firstShownAt: number; counts: number[] }>((resolve) => {
            let firstShownAt = 0;
            const counts: number[] = [];
            const observer = new MutationObserver(() => {
              const shown = document.querySelectorAll('[data-plan="budget"] [data-day-ready]').length;
              if (shown && !firstShownAt) firstShownAt = Date.now();
              if (shown && shown !== counts.at(-1)) counts.push(shown);
              if (counts.length && !document.querySelector('[data-plan="budget"]')) {
                observer.disconnect();
                resolve({ firstShownAt, counts });
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      const writes = gemini.standIn.writes.length;
      await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).click();

      const column = (name: string) => page.getByRole('region', { name, exact: true });
      for (const name of ['Budget-Focused', 'Experience-Focused']) {
        await column(name).getByText('Day 1: Day 1 in Tokyo').waitFor();
      }
      // The last day shows only with the results: until then it is being planned.
      await column('Budget-Focused').getByText('Day 5: being planned…').waitFor();
      await page.getByText('The first days are showing below as they are planned.').waitFor({ state: 'attached' });
      // Side by side on a wide screen.
      const [budget, experience] = await Promise.all([
        column('Budget-Focused').boundingBox(),
        column('Experience-Focused').boundingBox(),
      ]);
      expect(experience!.x).toBeGreaterThan(budget!.x + budget!.width - 1);
      expect(Math.abs(experience!.y - budget!.y)).toBeLessThan(2);
      await screenshots(page, 'generate-trip-streamed-days', { settle: false });

      const { firstShownAt, counts } = await watched;
      // One day at a time, never two at once; the last one may come with the results, which replace the days.
      expect(counts.slice(0, 4)).toEqual([1, 2, 3, 4]);
      expect(counts).toEqual(counts.map((_, index) => index + 1));
      const firstWritten = Math.min(
        ...gemini.standIn.writes
          .slice(writes)
          .filter((write) => write.part === 0)
          .map((write) => performance.timeOrigin + write.at),
      );
      // The bound: on screen within 1.5 s of the stand-in writing it.
      expect(firstShownAt - firstWritten).toBeLessThan(1500);

      await page.getByRole('heading', { level: 2, name: 'Your Trip Itineraries' }).waitFor();
      await panel(page, 'Budget-Focused').getByText('Five thrifty days in Tokyo.').waitFor();
      await page.getByRole('tab', { name: 'Experience-Focused' }).click();
      await panel(page, 'Experience-Focused').getByText('Five memorable days in Tokyo.').waitFor();
      expect(errors).toEqual([]);
    });

    it('drops the days shown when the stream breaks midway, with the spec toast and the form kept', async () => {
      reply = (call) => streamedPlan(plan(isBudget(call) ? 'thrifty' : 'memorable'), { delayMs: 300, cutAfter: 2 });
      const { page, errors } = await openPage(viewports.mobile, gemini);
      await page.goto(`${gemini.baseUrl}/generate-trip`);
      await fillJapanTrip(page, ['Tokyo']);
      // The most Budget-Focused days on screen at any moment: they show for a few hundred ms only.
      const mostShown = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let most = 0;
            const observer = new MutationObserver(() => {
              const shown = document.querySelectorAll('[data-plan="budget"] [data-day-ready]').length;
              most = Math.max(most, shown);
              if (most > 0 && !document.querySelector('[data-plan="budget"]')) {
                observer.disconnect();
                resolve(most);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).click();
      await eventually(() => toast(page, 'Error').count()).toBe(1);
      expect(await toast(page, 'Error').textContent()).toContain('AI service is temporarily unavailable.');
      expect(await mostShown).toBe(2);
      expect(await page.getByRole('region', { name: 'Budget-Focused', exact: true }).count()).toBe(0);
      expect(await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    });

    it('marks a place Lakbay could not verify on its day: results, saved trip, share page and print page', async () => {
      reply = (call) => modelAnswer(tokyoPlan(daysAskedFor(call), { invented: 1 }));
      const invented = INVENTED_PLACES[0];
      const { page, errors } = await openPage(viewports.mobile, gemini);
      await page.goto(`${gemini.baseUrl}/generate-trip`);
      await fillJapanTrip(page, ['Tokyo']);
      await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your Trip Itineraries' }).waitFor();

      // The tip says how many; day 1 (open) says which, in words, next to that activity alone.
      const budget = panel(page, 'Budget-Focused');
      await budget.getByText('Lakbay could not match 1 place in this plan', { exact: false }).waitFor();
      // The stop's own list item on the day's route (a day is a list item too): its number, time, then the place.
      const line = (scope: Locator, text: string) =>
        scope.getByRole('listitem').filter({ hasText: new RegExp(`^\\d+\\d{2}:\\d{2}${text}`) });
      const marked = line(budget, invented);
      expect(await marked.getByText('Not verified by Lakbay', { exact: true }).isVisible()).toBe(true);
      expect(await budget.getByText('Not verified by Lakbay', { exact: true }).count()).toBe(1);
      expect(await line(budget, 'Senso-ji and Nakamise-dori').first().getByText('Not verified by Lakbay').count()).toBe(
        0,
      );

      // Saved, the trip page shows the same mark.
      await budget.getByRole('button', { name: 'Save Itinerary' }).click();
      await page.waitForURL(/\/trips\/\d+$/);
      await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
      const itinerary = page.getByRole('tabpanel', { name: 'Daily Itinerary' });
      const savedMark = line(itinerary, invented);
      await savedMark.getByText('Not verified by Lakbay', { exact: true }).waitFor();
      const tripUrl = page.url();

      // So do its share page, opened signed out, and its printable page.
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share this trip' });
      await dialog.getByRole('button', { name: 'Create Link' }).click();
      const linkField = dialog.getByRole('textbox', { name: 'Share link' });
      await eventually(() => linkField.inputValue()).toMatch(/\/shared\//);
      const shared = await browser.newContext({ viewport: viewports.mobile });
      const visitor = await shared.newPage();
      const visitorErrors = collectPageErrors(visitor);
      await visitor.goto(`${gemini.baseUrl}${new URL(await linkField.inputValue()).pathname}`);
      const sharedDays = visitor.getByRole('tabpanel', { name: 'Daily Itinerary' });
      // The page is rendered on the server: the tab answers once the page has hydrated.
      await eventually(async () => {
        await visitor.getByRole('tab', { name: 'Daily Itinerary' }).click();
        return sharedDays.isVisible();
      }).toBe(true);
      await line(sharedDays, invented).getByText('Not verified by Lakbay', { exact: true }).waitFor();
      await shared.close();
      await page.goto(`${tripUrl}/print`);
      await line(page.getByRole('article', { name: /^Day 1:/ }), invented)
        .getByText('Not verified by Lakbay', { exact: true })
        .waitFor();
      expect(visitorErrors).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("turns the AI service's failure into the spec's toast and keeps the form", async () => {
      reply = () => apiError(400, 'API key not valid. Please pass a valid API key.', 'API_KEY_INVALID');
      const { page, errors } = await openPage(viewports.mobile, gemini);
      await page.goto(`${gemini.baseUrl}/generate-trip`);
      await fillJapanTrip(page, ['Tokyo']);
      await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).click();
      await eventually(() => toast(page, 'Error').count()).toBe(1);
      expect(await toast(page, 'Error').textContent()).toContain(
        'AI service configuration error. Please contact support.',
      );
      // The form stays as it was, ready to try again.
      expect(await tripForm(page).getByLabel('Destination country').inputValue()).toBe('JP');
      expect(await pressed(tripForm(page), 'Tokyo')).toBe(true);
      expect(await tripForm(page).getByRole('button', { name: 'Generate Itineraries' }).isEnabled()).toBe(true);
      await screenshots(page, 'generate-trip-error');
      expect(errors).toEqual([]);
    });
  });
});
