// The generation results (docs/product/trip-planning.md) for plans the API's offline planner made:
// both plans in tabs with their totals and budget, the over-budget line, and Save Itinerary.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedInClient } from '../../../../../api/src/test/trips';
import type { GeneratedTrip } from '@/features/trip-generation/api/generate-trip';
import { TripResults } from '@/features/trip-generation/components/trip-results';
import type { TripRequest } from '@/features/trip-generation/utils/trip-form-rules';
import { apiServerForFile, renderPage } from '@/test/render';

/** Pesos as the page writes them, e.g. ₱41,740. */
const pesos = (amount: number) => `₱${amount.toLocaleString('en-PH', { maximumFractionDigits: 0 })}`;

describe('the generation results', () => {
  const server = apiServerForFile();

  /** Both plans for `budget`, from the real POST /api/generate-trip, with the request that asked for them. */
  async function generated(budget: number) {
    const traveler = await signedInClient(server());
    const request: TripRequest = {
      originAirport: 'MNL',
      destinationCountry: 'JP',
      cities: ['Tokyo'],
      travelMonth: 4,
      currency: 'PHP',
      duration: 3,
      budget,
      preferences: ['food', 'culture'],
      departureTime: '08:30',
      returnTime: '18:00',
    };
    const answer = await traveler.browser.post<GeneratedTrip>('/api/generate-trip', request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { traveler, request, trip: answer.body };
  }

  async function showResults({ traveler, request, trip }: Awaited<ReturnType<typeof generated>>) {
    let createdAnother = 0;
    const page = await renderPage(
      <TripResults trip={trip} request={request} onCreateAnother={() => (createdAnother += 1)} />,
      traveler.browser,
      { at: '/generate-trip', route: '/generate-trip' },
    );
    return { ...page, createdAnother: () => createdAnother };
  }

  const openPanel = () => screen.getByRole('tabpanel');

  it('shows both plans in tabs, each with its total against the budget and by how much it is over', async () => {
    const plans = await generated(20_000);
    const { budgetItinerary: budget, experienceItinerary: experience } = plans.trip;
    // A 3-day Tokyo trip costs more than ₱20,000 in both plans, the experience one more.
    expect(budget.totalBudget).toBeGreaterThan(20_000);
    expect(experience.totalBudget).toBeGreaterThan(budget.totalBudget);
    const { user } = await showResults(plans);

    expect(screen.getByRole('heading', { name: 'Your Trip Itineraries' })).toHaveFocus();
    const budgetTab = screen.getByRole('tab', { name: 'Budget-Focused' });
    const experienceTab = screen.getByRole('tab', { name: 'Experience-Focused' });
    expect(budgetTab).toHaveAttribute('aria-selected', 'true');
    expect(experienceTab).toHaveAttribute('aria-selected', 'false');

    /** The open tab shows this plan: its overview, its total, and by how much that is over ₱20,000. */
    const showsPlan = ({ totalBudget, overview }: typeof budget) => {
      const panel = openPanel();
      expect(within(panel).getByText(`Total ${pesos(totalBudget)}`)).toBeVisible();
      expect(within(panel).getByText(overview)).toBeVisible();
      const over = `Over budget by ${pesos(totalBudget - 20_000)}: the plan costs ${pesos(totalBudget)} and the budget is ₱20,000.`;
      expect(within(panel).getByText(over)).toBeVisible();
    };
    showsPlan(budget);

    await user.click(experienceTab);
    expect(experienceTab).toHaveAttribute('aria-selected', 'true');
    showsPlan(experience);
    // The budget plan's figures are not on the open tab.
    expect(within(openPanel()).queryByText(`Total ${pesos(budget.totalBudget)}`)).not.toBeInTheDocument();
  });

  it('says nothing of the budget for a plan within it, and opens its days one at a time or all at once', async () => {
    const plans = await generated(500_000);
    const { budgetItinerary: budget } = plans.trip;
    expect(budget.totalBudget).toBeLessThanOrEqual(500_000);
    expect(budget.days).toHaveLength(3);
    const { user } = await showResults(plans);

    const panel = openPanel();
    expect(within(panel).getByText(`Total ${pesos(budget.totalBudget)}`)).toBeVisible();
    expect(within(panel).getByText('₱500,000')).toBeVisible();
    expect(within(panel).queryByText(/^Over budget/)).not.toBeInTheDocument();

    // Each day is a disclosure titled with its day's cost; the first starts open.
    const dayButtons = budget.days.map((day) => {
      const { accommodation, meals, activities, transportation } = day.costs;
      const total = accommodation + meals + activities + transportation;
      return within(panel).getByRole('button', { name: `Day ${day.day}: ${day.title} ${pesos(total)} for the day` });
    });
    expect(dayButtons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    const secondDay = document.getElementById(dayButtons[1]!.getAttribute('aria-controls')!)!;
    expect(secondDay).not.toBeVisible();
    await user.click(dayButtons[1]!);
    expect(dayButtons[1]).toHaveAttribute('aria-expanded', 'true');
    expect(secondDay).toBeVisible();
    expect(within(secondDay).getByText(pesos(budget.days[1]!.costs.accommodation))).toBeVisible();
    // The day reads as on the trip page (entities/trip's DayContent): its parts are headings under the
    // day's h5, and its costs end in the day's total.
    expect(within(secondDay).getByRole('heading', { level: 6, name: 'Daily costs' })).toBeVisible();
    expect(within(secondDay).getByText('Day total')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Expand all' }));
    expect(dayButtons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true']);
    await user.click(within(panel).getByRole('button', { name: 'Collapse all' }));
    expect(dayButtons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
  });

  it('saves the plan of the open tab and opens the saved trip', async () => {
    const plans = await generated(60_000);
    const { user, address, createdAnother } = await showResults(plans);

    await user.click(screen.getByRole('tab', { name: 'Experience-Focused' }));
    await user.click(within(openPanel()).getByRole('button', { name: 'Save Itinerary' }));

    expect(await screen.findByText('Trip saved successfully!')).toBeVisible();
    await expect.poll(address).toMatch(/^\/trips\/\d+$/);
    const id = Number(address()!.split('/')[2]);
    const saved = await plans.traveler.browser.graphql<{ trip: { savedType: string; budget: number } }>(
      'query ($id: Int!) { trip(id: $id) { savedType budget } }',
      { id },
    );
    expect(saved.data?.trip).toEqual({ savedType: 'experience', budget: 60_000 });
    expect(createdAnother()).toBe(0);
  });
});
