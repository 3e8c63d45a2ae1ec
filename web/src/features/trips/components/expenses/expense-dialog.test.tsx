// The Add Expense dialog on the trip's Expenses tab, against the real API: what it refuses before
// sending, the category the traveler must choose, and a saved expense in the list and the settle-up.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../../../../../api/src/test/test-server';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../../../../../../api/src/test/trips';
import { ExpensesSection } from '@/features/trips/components/expenses/expenses-section';
import { renderPage } from '@/test/render';

describe('the expense dialog', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  async function tripWithTwoTravelers() {
    const owner = await signedInClient(server);
    const friend = await signedInClient(server);
    const tripId = (await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    await addCoTraveler(server, owner, tripId, friend, 'editor');
    return { owner, friend, tripId };
  }

  it('asks for an amount and a category before sending, then adds the expense for everyone', async () => {
    const { owner, friend, tripId } = await tripWithTwoTravelers();
    const { user } = await renderPage(
      <ExpensesSection tripId={tripId} part="owner" canceled={false} currency="PHP" days={2} />,
      owner.browser,
    );

    expect(await screen.findByRole('heading', { name: 'No expenses yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });

    // A new expense has no category until the traveler chooses one.
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveDisplayValue('Choose…');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await within(dialog).findByText('Choose a category')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1200');
    await user.selectOptions(category, 'Transportation');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), 'Day 2');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Van to the airport');
    expect(within(dialog).queryByText('Choose a category')).not.toBeInTheDocument();
    // Split equally between both travelers, as the form starts.
    const among = within(dialog).getByRole('list', { name: 'Split among' });
    expect(within(among).getByRole('checkbox', { name: owner.account.username })).toBeChecked();
    expect(within(among).getByRole('checkbox', { name: friend.account.username })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));

    expect(await screen.findByText('Expense added')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Expenses' });
    expect(within(list).getByText('Van to the airport')).toBeVisible();
    expect(within(list).getByText('Transportation')).toBeVisible();
    expect(
      within(list).getByText(
        `Day 2 · Paid by ${owner.account.username} · Split among ${owner.account.username}, ${friend.account.username}`,
      ),
    ).toBeVisible();
    // The server kept it: the other traveler reads the same expense.
    const saved = await friend.browser.graphql<{
      trip: { expenses: { expenses: { category: string; amountMinor: number }[] } };
    }>('query ($id: Int!) { trip(id: $id) { expenses { expenses { category amountMinor } } } }', { id: tripId });
    expect(saved.data?.trip.expenses.expenses).toEqual([{ category: 'transportation', amountMinor: 120000 }]);
  });
});
