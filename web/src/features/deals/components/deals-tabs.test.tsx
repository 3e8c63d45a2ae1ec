// The deals tabs against the real API when the deals cannot be read: the database's deals table is
// away, so the server answers INTERNAL; QueryState says what did not load, the server's sentence and
// Try again, which shows the deals once the table is back.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TestClient } from '../../../../../api/src/test/http-client';
import { withTableAway } from '../../../../../api/src/test/test-server';
import { DealsTabs } from '@/features/deals/components/deals-tabs';
import { apiServerForFile, renderPage } from '@/test/render';

// The day the sample deals were written (e2e/public-pages.test.ts): two hotel deals are on offer.
const now = () => new Date('2026-11-22T04:00:00Z');

describe('the deals tabs', () => {
  const server = apiServerForFile({ overrides: { now } });

  it('shows the failure and Try again when the deals cannot be read, then the deals', async () => {
    await withTableAway(server(), 'deals', async (bringBack) => {
      const { user } = await renderPage(<DealsTabs />, TestClient.for(server()), { at: '/travel-deals?tab=hotels' });
      const failed = await screen.findByTestId('query-error');
      expect(within(failed).getByText("We couldn't load the deals")).toBeVisible();
      // The server's own sentence (api/src/locales/en/errors.json), not the browser's.
      expect(within(failed).getByText('Something went wrong on our side. Please try again.')).toBeVisible();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();

      await bringBack();
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      const panel = screen.getByRole('tabpanel', { name: 'Hotels' });
      expect(await within(panel).findAllByRole('article')).toHaveLength(2);
      expect(screen.queryByTestId('query-error')).not.toBeInTheDocument();
    });
  });
});
