// The trip page's Travelers dialog against the real API (docs/product/travel-together.md): the owner
// invites, revokes, changes a role and removes; a member reads their part and leaves; a failure to load
// offers Try again.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { latestToken } from '../../../../../api/src/test/accounts';
import { withTableAway } from '../../../../../api/src/test/test-server';
import { addCoTraveler, sampleSaveBody, signedInClient } from '../../../../../api/src/test/trips';
import { TravelersButton } from '@/features/travelers/components/travelers-dialog';
import type { TripPart } from '@/gql/graphql';
import { apiServerForFile, renderPage } from '@/test/render';

type Traveler = Awaited<ReturnType<typeof signedInClient>>;

describe('the Travelers dialog', () => {
  const server = apiServerForFile();

  async function newTrip() {
    const owner = await signedInClient(server());
    const tripId = (await owner.browser.post<{ id: number }>('/api/trips', sampleSaveBody())).body.id;
    return { owner, tripId };
  }

  /** Who the server says is on the trip, as its owner reads it. */
  async function travelersOf(owner: Traveler, tripId: number) {
    const answer = await owner.browser.graphql<{
      trip: { members: { username: string; role: string }[]; invitations: { email: string; role: string }[] };
    }>('query ($id: Int!) { trip(id: $id) { members { username role } invitations { email role } } }', { id: tripId });
    return answer.data?.trip;
  }

  async function openDialog(traveler: Traveler, tripId: number, part: TripPart) {
    const page = await renderPage(<TravelersButton tripId={tripId} part={part} />, traveler.browser, {
      at: `/trips/${tripId}`,
      route: '/trips/:id',
    });
    await page.user.click(screen.getByRole('button', { name: 'Travelers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Travelers' });
    return { ...page, dialog };
  }

  it('lets the owner invite by e-mail as a viewer, then revoke the invitation', async () => {
    const { owner, tripId } = await newTrip();
    const friend = await signedInClient(server());
    const { user, dialog } = await openDialog(owner, tripId, 'owner');

    expect(await within(dialog).findByText(/No one else is on this trip yet/)).toBeVisible();
    const invite = within(dialog).getByRole('form', { name: 'Invite a co-traveler' });
    const email = within(invite).getByRole('textbox', { name: 'Email address' });
    // Not an address: refused before anything is sent.
    await user.type(email, 'juan at example');
    await user.click(within(invite).getByRole('button', { name: 'Send Invitation' }));
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect((await travelersOf(owner, tripId))?.invitations).toEqual([]);

    await user.clear(email);
    await user.type(email, friend.account.email);
    expect(within(invite).getByText(/Editors can change the trip's details/)).toBeVisible();
    await user.selectOptions(within(invite).getByRole('combobox', { name: 'Role' }), 'Viewer');
    expect(within(invite).getByText('Viewers can read the trip, but not change it.')).toBeVisible();
    await user.click(within(invite).getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeVisible();
    const pending = await within(dialog).findByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText(friend.account.email)).toBeVisible();
    expect(within(pending).getByText(/^Viewer · link works until /)).toBeVisible();
    // The form is emptied for the next invitation, and the invited address got its link.
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(latestToken(server(), friend.account.email, '/join-trip')).resolves.toMatch(/^[\w-]+$/);
    expect((await travelersOf(owner, tripId))?.invitations).toEqual([{ email: friend.account.email, role: 'viewer' }]);

    await user.click(within(pending).getByRole('button', { name: `Revoke the invitation to ${friend.account.email}` }));
    expect(await screen.findByText('Invitation revoked')).toBeVisible();
    await expect.poll(() => within(dialog).queryByRole('list', { name: 'Pending invitations' })).toBeNull();
    expect((await travelersOf(owner, tripId))?.invitations).toEqual([]);
  });

  it("lets the owner change a member's role and remove them", async () => {
    const { owner, tripId } = await newTrip();
    const friend = await signedInClient(server());
    await addCoTraveler(server(), owner, tripId, friend, 'editor');
    const { user, dialog } = await openDialog(owner, tripId, 'owner');

    const onTrip = await within(dialog).findByRole('list', { name: 'On this trip' });
    expect(within(onTrip).getByText('You')).toBeVisible();
    const role = within(onTrip).getByRole('combobox', { name: `Role for ${friend.account.username}` });
    expect(role).toHaveDisplayValue('Editor');
    await user.selectOptions(role, 'Viewer');
    expect(await screen.findByText(`${friend.account.username} is now: Viewer`)).toBeVisible();
    expect((await travelersOf(owner, tripId))?.members).toEqual([
      { username: friend.account.username, role: 'viewer' },
    ]);

    await user.click(within(onTrip).getByRole('button', { name: `Remove ${friend.account.username}` }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Remove ${friend.account.username} from this trip?`,
    });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`${friend.account.username} was removed from the trip`)).toBeVisible();
    expect(await within(dialog).findByText(/No one else is on this trip yet/)).toBeVisible();
    expect((await travelersOf(owner, tripId))?.members).toEqual([]);
    // Removed means the trip is no longer theirs to open.
    const read = await friend.browser.graphql('query ($id: Int!) { trip(id: $id) { id } }', { id: tripId });
    expect(read.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('shows a viewer their part without the owner’s controls, and lets them leave the trip', async () => {
    const { owner, tripId } = await newTrip();
    const friend = await signedInClient(server());
    await addCoTraveler(server(), owner, tripId, friend, 'viewer');
    const { user, dialog, address } = await openDialog(friend, tripId, 'viewer');

    expect(await within(dialog).findByText(/You are a viewer on this trip/)).toBeVisible();
    const onTrip = within(dialog).getByRole('list', { name: 'On this trip' });
    expect(within(onTrip).getByText(owner.account.username)).toBeVisible();
    expect(await within(onTrip).findByText(`${friend.account.username} (you)`)).toBeVisible();
    expect(within(dialog).queryByRole('form', { name: 'Invite a co-traveler' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Leave Trip' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave this trip?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave Trip' }));
    expect(await screen.findByText('You left the trip')).toBeVisible();
    await expect.poll(address).toBe('/my-trips');
    expect((await travelersOf(owner, tripId))?.members).toEqual([]);
  });

  it('says the travelers did not load, with the server’s sentence and Try again, which then shows them', async () => {
    const { owner, tripId } = await newTrip();
    await withTableAway(server(), 'trip_invitations', async (bringBack) => {
      const { user, dialog } = await openDialog(owner, tripId, 'owner');
      const failed = await within(dialog).findByTestId('query-error');
      expect(within(failed).getByText("We couldn't load the travelers. Please try again.")).toBeVisible();
      expect(within(failed).getByText('Something went wrong on our side. Please try again.')).toBeVisible();

      await bringBack();
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await within(dialog).findByRole('list', { name: 'On this trip' })).toBeVisible();
      expect(within(dialog).queryByTestId('query-error')).not.toBeInTheDocument();
    });
  });
});
