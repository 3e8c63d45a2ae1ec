// The trip page, /trips/{id}, as its route composes it (the trips feature's page with the readiness
// feature's checklist), against the real API: its tabs and what each holds, what a viewer is not
// offered, a tab opened by the address, and a co-traveler's change arriving live.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { addCoTraveler, sampleItinerary, sampleSaveBody, signedInClient } from '../../../../api/src/test/trips';
import { TripDetailRoute } from '@/app/routes/trip-detail';
import { apiServerForFile, renderPage } from '@/test/render';

const TABS = ['Overview', 'Daily Itinerary', 'Travel Tips', 'Bookings', 'Expenses', 'Departure Readiness'];

describe('the trip page', () => {
  const server = apiServerForFile();

  /**
   * An owner's trip to Japan with a ₱5,000 budget: the budget plan's two days (₱3,100 each) and its travel tax
   * (₱1,620) cost ₱7,820, its total.
   */
  async function savedTrip() {
    const owner = await signedInClient(server());
    const plan = { ...sampleItinerary('Budget'), totalBudget: 7_820 };
    const saved = await owner.browser.post<{ id: number }>(
      '/api/trips',
      sampleSaveBody({ budget: 5_000, budgetItinerary: plan }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return { owner, tripId: saved.body.id };
  }

  function openTrip(traveler: Awaited<ReturnType<typeof signedInClient>>, tripId: number, query = '') {
    return renderPage(<TripDetailRoute />, traveler.browser, { at: `/trips/${tripId}${query}`, route: '/trips/:id' });
  }

  const panel = () => screen.getByRole('tabpanel');

  // Each tab's first opening compiles its screens' modules in this process: more than the default 30 s on a loaded machine.
  it("switches between its tabs, each showing its own part of the owner's trip", { timeout: 90_000 }, async () => {
    const { owner, tripId } = await savedTrip();
    const { user } = await openTrip(owner, tripId);

    expect(await screen.findByRole('heading', { level: 1, name: 'Japan' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('Budget overview')).toBeVisible();
    expect(within(panel()).getByRole('heading', { name: 'Budget breakdown' })).toBeVisible();
    // Over budget where the budget and the total show: the summary card and the Overview's breakdown.
    const overBudget = 'Over budget by ₱2,820: the plan costs ₱7,820 and the budget is ₱5,000.';
    const [inSummary, inOverview] = screen.getAllByText(overBudget);
    expect(inSummary).toBeVisible();
    expect(within(panel()).getByText(overBudget)).toBe(inOverview);
    expect(inOverview).toBeVisible();
    // The owner's own controls.
    for (const name of ['Travelers', 'Share', 'Edit Trip', 'Delete Trip']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }

    /** Chooses a tab; answers its panel once shown (the Bookings and Expenses tabs load their code first). */
    const openTab = async (name: string) => {
      await user.click(screen.getByRole('tab', { name }));
      const panel = await screen.findByRole('tabpanel', { name });
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      return panel;
    };

    const days = await openTab('Daily Itinerary');
    expect(within(days).getByText(/Budget day 1/)).toBeVisible();
    expect(within(days).getByText(/Budget day 2/)).toBeVisible();
    expect(within(days).queryByText('Budget overview')).not.toBeInTheDocument();

    const tips = await openTab('Travel Tips');
    expect(within(tips).getByText('Get an IC card')).toBeVisible();
    // The summary stays beside every tab; the Overview's breakdown is hidden with its tab.
    expect(inSummary).toBeVisible();
    expect(inOverview).not.toBeVisible();

    const expenses = await openTab('Expenses');
    expect(await within(expenses).findByRole('heading', { name: 'No expenses yet' })).toBeVisible();
    expect(within(expenses).getByRole('button', { name: 'Add Expense' })).toBeVisible();

    const bookings = await openTab('Bookings');
    expect(await within(bookings).findByText(/^No bookings yet/)).toBeVisible();
    expect(within(bookings).getByRole('button', { name: 'Add a Booking' })).toBeVisible();

    const readiness = await openTab('Departure Readiness');
    expect(await within(readiness).findByRole('heading', { name: 'Departure readiness' })).toBeVisible();
    expect(within(readiness).getByText(/^\d+ of \d+ steps still to do\.$/)).toBeVisible();
  });

  it('opens the tab its address names, and offers a viewer nothing to change', async () => {
    const { owner, tripId } = await savedTrip();
    const viewer = await signedInClient(server());
    await addCoTraveler(server(), owner, tripId, viewer, 'viewer');
    await openTrip(viewer, tripId, '?tab=expenses');

    expect(await screen.findByText(/^Shared with you · Viewer/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Expenses' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(panel()).findByText('When the owner or an editor records an expense, it shows here.'),
    ).toBeVisible();
    expect(within(panel()).queryByRole('button', { name: 'Add Expense' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Travelers' })).toBeVisible();
    for (const name of ['Share', 'Edit Trip', 'Delete Trip']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it("shows a co-traveler's new expense on the open Expenses tab and says who changed it", async () => {
    const { owner, tripId } = await savedTrip();
    const editor = await signedInClient(server());
    await addCoTraveler(server(), owner, tripId, editor, 'editor');
    // Watched, not replaced: the page's live stream is following the trip once the server has asked for its changes.
    const following = vi.spyOn(server().app.services.tripEvents, 'changes');
    await openTrip(owner, tripId, '?tab=expenses');
    expect(
      await within(await screen.findByRole('tabpanel')).findByRole('heading', { name: 'No expenses yet' }),
    ).toBeVisible();
    await expect.poll(() => following.mock.calls.some(([id]) => id === tripId)).toBe(true);

    const added = await editor.browser.graphql(
      'mutation ($tripId: Int!, $input: ExpenseInput!) { addExpense(tripId: $tripId, input: $input) { id } }',
      {
        tripId,
        input: {
          amount: '900',
          currency: 'PHP',
          category: 'meals',
          note: 'Ichiran ramen',
          paidBy: editor.userId,
          split: 'equal',
          participants: [{ userId: owner.userId }, { userId: editor.userId }],
        },
      },
    );
    expect(added.errors).toBeUndefined();

    const changes = screen.getByRole('status', { name: 'Changes by your co-travelers' });
    expect(await within(changes).findByText(`${editor.account.username} changed the expenses`)).toBeVisible();
    expect(await within(panel()).findByText('Ichiran ramen')).toBeVisible();
  });
});
