// Shared expenses (issue #17 items 3–6) in a real browser against the real API:
// two people in two browser profiles, the owner at desktop width and the
// co-traveler at phone width. The owner invites, the co-traveler joins and
// edits a day, which the owner sees live; both record an expense (one in yen,
// one in pesos), each sees the other's without a reload, and the settle-up,
// budget against actual, print view and CSV download agree with the rates.
import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestToken } from '../api/src/test/accounts.js';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  describedError,
  dialogShot,
  eventually,
  isFocused,
  pageShot,
  seedTrip,
  signedInPage,
  toast,
} from './app-helpers.js';
import { browserAvailable, screenshotDir, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

// api/data/philippines.json: ₱0.385833 per yen, the ECB's reference rates of 2026-05-08 (confirmed).
const YEN_RATE = 0.385833;

describe.runIf(browserAvailable())('shared expenses in Chromium', { timeout: 180_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startBrowserApp());
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;
  const expensesPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Expenses' });

  /** Records an expense through the Add Expense dialog, split equally among everyone. */
  async function addExpense(
    page: Page,
    expense: { amount: string; currency: string; category: string | null; note: string },
  ) {
    const opener = expensesPanel(page).getByRole('button', { name: 'Add Expense' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    // No category is chosen for the traveler (issue 34 item 6): a van ride is not Meals by default.
    expect(await dialog.getByLabel('Category', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Amount', { exact: true }).fill(expense.amount);
    await dialog.getByLabel('Currency', { exact: true }).selectOption(expense.currency);
    if (expense.category) {
      await dialog.getByLabel('Category', { exact: true }).selectOption({ label: expense.category });
    }
    await dialog.getByLabel(/^Note/).fill(expense.note);
    return { dialog, opener, save: () => dialog.getByRole('button', { name: 'Add Expense' }).click() };
  }

  const text = (locator: Locator) => locator.innerText();

  it('records yen and peso expenses, shows them live, and settles up in pesos', async () => {
    const owner = await signedInPage(browser, server, viewports.desktop);
    const member = await signedInPage(browser, server, viewports.mobile);
    const tripId = await seedTrip(server, owner.context);

    // The owner invites the co-traveler as an editor; they join from the e-mailed link.
    await owner.page.goto(url(`/trips/${tripId}`));
    await owner.page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await owner.page.getByRole('button', { name: 'Travelers' }).click();
    const travelers = owner.page.getByRole('dialog', { name: 'Travelers' });
    await travelers.getByLabel('Email address').fill(member.account.email);
    await travelers.getByRole('button', { name: 'Send Invitation' }).click();
    await eventually(() => toast(owner.page, 'Invitation sent').count()).toBe(1);
    const token = await latestToken(server, member.account.email, '/join-trip');
    await owner.page.keyboard.press('Escape');

    await member.page.goto(url(`/join-trip?token=${token}`));
    await member.page.getByRole('button', { name: 'Join Trip' }).click();
    await member.page.waitForURL(url(`/trips/${tripId}`));

    // The co-traveler edits a day; the owner's open page shows it without a reload.
    await member.page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await member.page.getByRole('button', { name: 'Edit day 1' }).click();
    const day = member.page.getByRole('dialog', { name: 'Edit Day 1' });
    await day.getByLabel('Day title').fill('Asakusa with the barkada');
    await day.getByRole('button', { name: 'Save Day' }).click();
    await eventually(() => toast(member.page, 'Itinerary updated').count()).toBe(1);
    await owner.page.getByText('Day 1: Asakusa with the barkada').waitFor();

    // Both open Expenses: nothing yet.
    await owner.page.getByRole('tab', { name: 'Expenses' }).click();
    await expensesPanel(owner.page).getByText('No expenses yet').waitFor();
    await member.page.getByRole('tab', { name: 'Expenses' }).click();
    await expensesPanel(member.page).getByText('No expenses yet').waitFor();
    await expensesPanel(owner.page).getByText('Everyone is settled.').waitFor();

    // A currency without a dated rate asks for the traveler's own, before anything is sent.
    const ramen = await addExpense(owner.page, {
      amount: '9000',
      currency: 'CHF',
      category: 'Meals',
      note: 'Ichiran ramen',
    });
    await ramen.dialog.getByLabel('Pesos per 1 CHF').waitFor();
    await ramen.dialog.getByLabel('Currency', { exact: true }).selectOption('JPY');
    await eventually(() => ramen.dialog.getByLabel('Pesos per 1 CHF').count()).toBe(0);
    await ramen.dialog.getByLabel('Day', { exact: true }).selectOption({ label: 'Day 1' });
    await dialogShot(owner.page, 'expense-dialog-desktop');
    await ramen.save();
    await eventually(() => toast(owner.page, 'Expense added').count()).toBe(1);
    await eventually(() => ramen.dialog.count()).toBe(0);
    // Focus returns to the button that opened the dialog.
    await eventually(() => ramen.opener.evaluate((element) => element === document.activeElement)).toBe(true);

    // ¥9,000 at ₱0.385833 is ₱3,472.50, with the rate and its date beside it.
    const yen = expensesPanel(owner.page).getByRole('listitem').filter({ hasText: 'Ichiran ramen' });
    await yen.waitFor();
    const yenText = await text(yen);
    expect(yenText).toContain('¥9,000');
    expect(yenText).toContain('₱3,472.50');
    expect(yenText).toContain('at ₱0.385833/¥ (May 8, 2026)');
    expect(yenText).not.toContain('approximate');

    // The co-traveler sees it without a reload, then records pasalubong in pesos at phone width.
    await expensesPanel(member.page).getByText('Ichiran ramen').waitFor();
    const pasalubong = await addExpense(member.page, {
      amount: '1500',
      currency: 'PHP',
      category: null,
      note: 'Tokyo Banana',
    });
    // Sent without a category: the form asks for one, and nothing is recorded.
    await pasalubong.save();
    const category = pasalubong.dialog.getByLabel('Category', { exact: true });
    expect(await describedError(member.page, category)).toContain('Choose a category');
    await eventually(() => isFocused(category)).toBe(true);
    await dialogShot(member.page, 'expense-dialog-category-missing-mobile');
    expect(await server.database.prisma.tripExpense.count({ where: { tripId } })).toBe(1);
    await category.selectOption({ label: 'Shopping & pasalubong' });
    await dialogShot(member.page, 'expense-dialog-mobile');
    await pasalubong.save();
    await eventually(() => toast(member.page, 'Expense added').count()).toBe(1);
    await expensesPanel(owner.page).getByText('Tokyo Banana').waitFor();

    // Each paid for both: the owner ₱3,472.50, the co-traveler ₱1,500; half of the difference settles it.
    const yenCentavos = Math.round(9000 * YEN_RATE * 100);
    const transfer = (yenCentavos - 150_000) / 2;
    const amount = `₱${(transfer / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;
    expect(amount).toBe('₱986.25');
    const expected = `${member.account.username} pays ${owner.account.username} ${amount}`;
    await expensesPanel(owner.page).getByText(expected).waitFor();
    await expensesPanel(member.page).getByText(expected).waitFor();

    // Budget against actual: what was spent, per category and per day, in pesos.
    const byCategory = owner.page.getByRole('table', { name: 'By category' });
    expect(await text(byCategory.getByRole('row', { name: /^Meals/ }))).toContain('₱3,472.50');
    expect(await text(byCategory.getByRole('row', { name: /^Shopping/ }))).toContain('₱1,500.00');
    expect(await text(byCategory.getByRole('row', { name: /^Total/ }))).toContain('₱4,972.50');
    const byDay = owner.page.getByRole('table', { name: 'By day' });
    expect(await text(byDay.getByRole('row', { name: /^Day 1/ }))).toContain('₱3,472.50');
    // The charts load on their own, after the tables: one by category, one by day.
    for (const by of ['category', 'day']) {
      await expensesPanel(owner.page)
        .getByRole('img', { name: new RegExp(`^Chart of planned against spent by ${by}, in PHP`) })
        .waitFor();
    }
    // Each legend entry shows its series' colour: a swatch with a size and a fill, not just a word.
    const swatches = expensesPanel(owner.page).locator('.recharts-legend-wrapper .color-swatch');
    await eventually(() => swatches.count()).toBe(4);
    for (const swatch of await swatches.all()) {
      const { width, image } = await swatch.evaluate((element) => ({
        width: element.getBoundingClientRect().width,
        image: getComputedStyle(element).backgroundImage,
      }));
      expect(width).toBeGreaterThan(0);
      expect(image).toMatch(/gradient\(/);
    }

    // A viewer-free check of the controls: the co-traveler (editor) may edit, and the CSV downloads.
    await expensesPanel(member.page)
      .getByRole('button', { name: /^Edit the expense ¥9,000/ })
      .waitFor();
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      expensesPanel(owner.page).getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`lakbay-trip-${tripId}-expenses.csv`);
    const csvPath = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(csvPath, 'utf8');
    expect(csv).toContain('JPY');
    expect(csv).toContain('Tokyo Banana');

    await pageShot(owner.page, 'expenses-desktop');
    await pageShot(member.page, 'expenses-mobile');

    // Deleting asks first; the balances follow.
    await expensesPanel(owner.page)
      .getByRole('button', { name: /^Delete the expense ₱1,500.00/ })
      .click();
    await owner.page
      .getByRole('alertdialog', { name: 'Delete this expense?' })
      .getByRole('button', { name: 'Delete Expense' })
      .click();
    await eventually(() => toast(owner.page, 'Expense deleted').count()).toBe(1);
    await expensesPanel(member.page)
      .getByText(`${member.account.username} pays ${owner.account.username} ₱1,736.25`)
      .waitFor();

    // The printed trip has the budget chart and table and the settle-up transfers.
    for (const { page, name } of [
      { page: owner.page, name: 'print-desktop' },
      { page: member.page, name: 'print-mobile' },
    ]) {
      await page.goto(url(`/trips/${tripId}/print`));
      await page.getByRole('table', { name: 'By category' }).waitFor();
      await page.getByText(`${member.account.username} pays ${owner.account.username} ₱1,736.25`).waitFor();
      // Drawn, not just mounted: recharts adds its bars once it has measured the box.
      for (const by of ['category', 'day']) {
        await page
          .getByRole('img', { name: new RegExp(`^Chart of planned against spent by ${by}`) })
          .locator('.recharts-bar-rectangle')
          .first()
          .waitFor();
      }
      await page.emulateMedia({ media: 'print' });
      await pageShot(page, name);
      await page.emulateMedia({ media: 'screen' });
    }

    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
});
