// The visa checker (/visa-help) in a real browser against the real API, signed
// out: the form's own messages, Japan (visa required, amber) and Singapore
// (visa-free, green) for tourism, Thailand's unconfirmed stay, an unconfirmed
// purpose, and the error toast, at phone and desktop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  browserAvailable,
  collectPageErrors,
  screenshot,
  viewports,
  startBrowserApp,
  stopBrowserApp,
  waitForHydration,
} from './browser.js';

// Four checks and five full-page screenshots a test: on a loaded machine (load 20 on 2 cores) every step passed
// and the last screenshot was written, past the default 30 s.
describe.runIf(browserAvailable())('the visa checker in Chromium', { timeout: 90_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  async function check(page: Page, country: string, purpose: string) {
    await page.getByLabel('Destination country').selectOption({ label: country });
    await page.getByLabel('Travel purpose').selectOption({ label: purpose });
    await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
    await page.getByRole('heading', { level: 2, name: country }).waitFor();
    return page.getByTestId('visa-requirement');
  }

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`checks Japan and Singapore for tourism at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      page.setDefaultTimeout(15_000);
      // A whole page load waits for every script and style: under a full CI run's load that can pass 8 s.
      page.setDefaultNavigationTimeout(30_000);
      const errors = collectPageErrors(page);
      await page.goto(`${server.baseUrl}/visa-help`);
      await page.getByRole('heading', { level: 1, name: 'Travel Info and Visa Help' }).waitFor();
      await screenshot(page, `visa-empty-${name}`);
      // The checks below are the script's (messages, focus); sent earlier, the form goes to the server (server-rendering.test.ts).
      await waitForHydration(page);

      await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
      await page.getByText('Please select a destination country').waitFor();
      await page.getByText('Please select a travel purpose').waitFor();
      expect(
        await page.getByLabel('Destination country').evaluate((element) => element === document.activeElement),
      ).toBe(true);

      const japan = await check(page, 'Japan', 'Tourism');
      expect(await japan.getAttribute('data-tone')).toBe('amber');
      // The new answer takes focus, which also scrolls it into view on a phone.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Japan');
      expect(await japan.textContent()).toMatch(/Visa required/);
      const documents = page
        .getByRole('heading', { name: 'Required documents' })
        .locator('xpath=..')
        .getByRole('listitem');
      expect(await documents.count()).toBeGreaterThan(3);
      await page.getByText('Certificate of employment').waitFor();
      await page.getByText('Last checked: November 22, 2026').waitFor();
      await page.getByText('Always verify with the embassy or consulate before you travel.').waitFor();
      expect(await page.getByRole('heading', { name: 'Sources', exact: true }).count()).toBe(1);
      await screenshot(page, `visa-japan-${name}`);

      const singapore = await check(page, 'Singapore', 'Tourism');
      expect(await singapore.getAttribute('data-tone')).toBe('green');
      await page.getByRole('heading', { name: 'Stay duration' }).waitFor();
      await page.getByText(/^30 days on a Visit Pass/).waitFor();
      await screenshot(page, `visa-singapore-${name}`);

      const thailand = await check(page, 'Thailand', 'Tourism');
      expect(await thailand.getAttribute('data-tone')).toBe('green');
      await page.getByText('Partly confirmed: check with the embassy').waitFor();
      await screenshot(page, `visa-thailand-${name}`);

      const vietnam = await check(page, 'Vietnam', 'Medical');
      expect(await vietnam.getAttribute('data-tone')).toBe('amber');
      await page
        .getByText('We could not confirm the visa rules for medical trips to Vietnam.', { exact: false })
        .waitFor();
      await page.getByText('Not found: contact the embassy').waitFor();
      expect(await page.getByRole('link', { name: 'Vietnam e-Visa portal' }).getAttribute('href')).toBe(
        'https://evisa.gov.vn/',
      );
      await screenshot(page, `visa-not-found-${name}`);

      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('shows the error toast and an inline error when the check fails', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    page.setDefaultTimeout(15_000);
    // Only the visa query fails; the header's and footer's queries go through.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('VisaRequirements')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              errors: [{ message: 'The visa service is resting.', extensions: { code: 'INTERNAL' } }],
            }),
          })
        : route.continue(),
    );
    await page.goto(`${server.baseUrl}/visa-help`);
    // Sent before hydration, the form would go to the server, which asks the API itself, past this route.
    await waitForHydration(page);
    await page.getByLabel('Destination country').selectOption({ label: 'Vietnam' });
    await page.getByLabel('Travel purpose').selectOption({ label: 'Medical' });
    await page.getByRole('button', { name: 'Check Visa Requirements' }).click();
    await page.getByText('The visa service is resting.').first().waitFor();
    // The toast (its region loads on demand) and the inline alert both say it.
    await expect.poll(() => page.getByText('Error checking visa requirements').count()).toBe(2);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await screenshot(page, 'visa-error-desktop');
    await page.close();
  });
});
