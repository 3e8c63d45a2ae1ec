// The Add Expense dialog on the trip's Expenses tab, against the real API: what it refuses before
// sending, the category the traveler must choose, and a saved expense in the list and the settle-up;
// and the tab when its expenses cannot be read.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { withTableAway } from '../../../../../api/src/test/test-server';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../../../../../api/src/test/trips';
import { ExpensesSection } from '@/features/expenses/components/expenses-section';
import { apiServerForFile, renderPage } from '@/test/render';

describe('the expense dialog', () => {
  const server = apiServerForFile();

  async function tripWithTwoTravelers() {
    const owner = await signedInClient(server());
    const friend = await signedInClient(server());
    const tripId = (await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    await addCoTraveler(server(), owner, tripId, friend, 'editor');
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
  it('splits by exact amounts only when they add up to the expense', async () => {
    const { owner, friend, tripId } = await tripWithTwoTravelers();
    const { user } = await renderPage(
      <ExpensesSection tripId={tripId} part="owner" canceled={false} currency="PHP" days={2} />,
      owner.browser,
    );
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1000');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Meals');

    await user.click(within(dialog).getByRole('radio', { name: 'Exact amounts' }));
    expect(within(dialog).getByText("Each person's amount; leave it empty for someone not in it.")).toBeVisible();
    const ownerPart = within(dialog).getByRole('textbox', { name: `Amount for ${owner.account.username}` });
    const friendPart = within(dialog).getByRole('textbox', { name: `Amount for ${friend.account.username}` });
    await user.type(ownerPart, '600');
    expect(within(dialog).getByText(/^Left to assign: ₱400/)).toBeVisible();
    await user.type(friendPart, '500');
    expect(within(dialog).getByText(/^₱100(\.00)? more than the expense$/)).toBeVisible();

    // Over by ₱100: refused on the split, and nothing is saved.
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    const split = within(dialog).getByRole('group', { name: 'Split' });
    await expect.poll(() => split.getAttribute('aria-invalid')).toBe('true');
    expect(within(split).getByText(/^The amounts must add up to/)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add Expense' })).toBeVisible();

    await user.clear(friendPart);
    await user.type(friendPart, '400');
    expect(within(dialog).queryByText(/Left to assign|more than the expense/)).not.toBeInTheDocument();
    await expect.poll(() => split.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));

    expect(await screen.findByText('Expense added')).toBeVisible();
    const saved = await owner.browser.graphql<{
      trip: { expenses: { expenses: { split: string; shares: { userId: number; amount: string }[] }[] } };
    }>('query ($id: Int!) { trip(id: $id) { expenses { expenses { split shares { userId amount } } } } }', {
      id: tripId,
    });
    expect(saved.data?.trip.expenses.expenses).toEqual([
      {
        split: 'exact',
        shares: [
          { userId: owner.userId, amount: '600.00' },
          { userId: friend.userId, amount: '400.00' },
        ],
      },
    ]);
  });

  it('says the expenses did not load, with the server’s sentence and Try again, which then shows them', async () => {
    const { owner, tripId } = await tripWithTwoTravelers();
    await withTableAway(server(), 'trip_expenses', async (bringBack) => {
      const { user } = await renderPage(
        <ExpensesSection tripId={tripId} part="owner" canceled={false} currency="PHP" days={2} />,
        owner.browser,
      );
      const failed = await screen.findByTestId('query-error');
      expect(within(failed).getByText("We couldn't load the expenses. Please try again.")).toBeVisible();
      expect(within(failed).getByText('Something went wrong on our side. Please try again.')).toBeVisible();

      await bringBack();
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Add Expense' })).toBeVisible();
      expect(screen.queryByTestId('query-error')).not.toBeInTheDocument();
    });
  });
});
