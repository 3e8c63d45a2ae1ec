// Travel together (issue #17, docs/product/travel-together.md) in a real browser
// against the real API: two people in two browser profiles. The owner invites
// by e-mail, the invitee joins from the e-mailed link (signing in on the way),
// edits the trip as an editor, and reads it only once the owner makes them a
// viewer; a viewer can leave. At phone and desktop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestToken, newAccount, PASSWORD } from '../api/src/test/accounts.js';
import type { TestServer } from '../api/src/test/test-server.js';
import {
  card,
  createVerifiedAccount,
  dialogShot,
  eventually,
  pageShot,
  seedTrip,
  signedInPage as signedInPageOn,
  tab,
  toast,
  type Viewport,
} from './app-helpers.js';
import { browserAvailable, collectPageErrors, startBrowserApp, stopBrowserApp, viewports } from './browser.js';

describe.runIf(browserAvailable())('travel together in Chromium', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => ({ server, browser } = await startBrowserApp()));
  afterAll(() => stopBrowserApp({ server, browser }));

  const url = (path: string) => `${server.baseUrl}${path}`;
  const signedInPage = (viewport?: Viewport) => signedInPageOn(browser, server, viewport);

  /** A browser profile with nobody signed in. */
  async function signedOutPage(viewport: Viewport) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, page, errors: collectPageErrors(page) };
  }

  /** The owner's Travelers dialog on the trip page. */
  async function openTravelers(page: Page) {
    await page.getByRole('button', { name: 'Travelers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Travelers' });
    await dialog.getByRole('heading', { name: 'On this trip' }).waitFor();
    return dialog;
  }

  /** Sends an invitation from the open dialog and answers the token the e-mail carries. */
  async function invite(page: Page, dialog: ReturnType<Page['getByRole']>, email: string, role: 'Editor' | 'Viewer') {
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: role });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await eventually(() => toast(page, 'Invitation sent').count()).toBe(1);
    await dialog.getByText(email, { exact: true }).waitFor();
    return latestToken(server, email, '/join-trip');
  }

  it('lets an invitee join, edit as an editor, and only read as a viewer', async () => {
    const owner = await signedInPage();
    const tripId = await seedTrip(server, owner.context);
    const member = await createVerifiedAccount(server, 'cotraveler');

    // The owner invites the member's address as an editor.
    await owner.page.goto(url(`/trips/${tripId}`));
    await owner.page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    let dialog = await openTravelers(owner.page);
    await dialog.getByText('No one else is on this trip yet.', { exact: false }).waitFor();
    const token = await invite(owner.page, dialog, member.email, 'Editor');
    const pending = dialog.getByRole('region', { name: 'Pending invitations' });
    expect(await pending.textContent()).toContain('Editor · link works until');
    await owner.page.keyboard.press('Escape');

    // The invitee opens the link signed out, logs in, and comes back to the invitation.
    const guest = await signedOutPage(viewports.desktop);
    await guest.page.goto(url(`/join-trip?token=${token}`));
    const invited = `${owner.account.username} invited you to Tokyo, Japan as an editor.`;
    await guest.page.getByText(invited).waitFor();
    await pageShot(guest.page, 'join-trip-signed-out-desktop');
    expect(await guest.page.getByRole('button', { name: 'Join Trip' }).count()).toBe(0);
    await guest.page.getByRole('link', { name: 'Log In' }).click();
    await guest.page.waitForURL((address) => address.pathname === '/auth');
    // Switching tabs keeps the way back.
    await guest.page.getByRole('tab', { name: 'Register' }).click();
    await guest.page.getByRole('tab', { name: 'Login' }).click();
    expect(new URL(guest.page.url()).searchParams.get('next')).toBe(`/join-trip?token=${token}`);
    const login = guest.page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username').fill(member.username);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await guest.page.waitForURL((address) => address.pathname === '/join-trip');
    const join = guest.page.getByRole('button', { name: 'Join Trip' });
    await join.waitFor();
    await pageShot(guest.page, 'join-trip-desktop');
    await join.click();
    await guest.page.waitForURL(url(`/trips/${tripId}`));
    await eventually(() => toast(guest.page, 'You joined the trip to Tokyo, Japan').count()).toBe(1);

    // An editor changes details and days, but does not share or delete; the departure checklist is their own.
    const memberPage = guest.page;
    await memberPage.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    await memberPage.getByText('Shared with you · Editor', { exact: false }).waitFor();
    expect(await memberPage.getByRole('button', { name: 'Edit Trip' }).count()).toBe(1);
    expect(await memberPage.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await memberPage.getByRole('button', { name: 'Delete Trip' }).count()).toBe(0);
    await memberPage.getByRole('tab', { name: 'Departure Readiness' }).click();
    await memberPage.getByText(/^\d+ of \d+ steps still to do\.$/).waitFor();
    await memberPage.getByRole('form', { name: 'Your travel details' }).waitFor();
    await memberPage.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await memberPage.getByRole('button', { name: 'Edit day 1' }).click();
    const day = memberPage.getByRole('dialog', { name: 'Edit Day 1' });
    await day.getByLabel('Day title').fill('Asakusa with the barkada');
    await day.getByRole('button', { name: 'Save Day' }).click();
    await eventually(() => toast(memberPage, 'Itinerary updated').count()).toBe(1);
    await eventually(() => day.count()).toBe(0);

    // The owner's open page shows the change without a reload (the trip is followed live), and the member on the trip.
    await owner.page.getByText('Day 1: Asakusa with the barkada').waitFor();
    // ...and says who changed what, in a polite live region that takes no focus.
    const liveNote = owner.page.getByRole('status', { name: 'Changes by your co-travelers' });
    await eventually(() => liveNote.textContent()).toBe(`${member.username} changed Day 1`);
    expect(await liveNote.getAttribute('aria-live')).toBe('polite');
    expect(await liveNote.evaluate((region) => region.contains(document.activeElement))).toBe(false);
    // The member's own page tells them nothing of their own change.
    expect(await memberPage.getByRole('status', { name: 'Changes by your co-travelers' }).textContent()).toBe('');
    await pageShot(owner.page, 'trip-live-change-desktop');
    dialog = await openTravelers(owner.page);
    const roleSelect = dialog.getByLabel(`Role for ${member.username}`);
    expect(await roleSelect.inputValue()).toBe('editor');
    // The invitation was used up.
    expect(await dialog.getByRole('region', { name: 'Pending invitations' }).count()).toBe(0);
    await dialogShot(owner.page, 'travelers-owner-desktop');

    // The owner makes the member a viewer.
    await roleSelect.selectOption({ label: 'Viewer' });
    await eventually(() => toast(owner.page, `${member.username} is now: Viewer`).count()).toBe(1);
    const stored = await server.database.prisma.tripMember.findFirstOrThrow({ where: { tripId } });
    expect(stored.role).toBe('viewer');
    await owner.page.keyboard.press('Escape');

    // A viewer reads: no Edit Trip, no day editor, no Delete. The member's open page follows at once.
    await memberPage.getByText('Shared with you · Viewer', { exact: false }).waitFor();
    expect(await memberPage.getByRole('button', { name: 'Edit Trip' }).count()).toBe(0);
    expect(await memberPage.getByRole('button', { name: 'Delete Trip' }).count()).toBe(0);
    await memberPage.getByRole('tab', { name: 'Daily Itinerary' }).click();
    await memberPage
      .getByRole('tabpanel', { name: 'Daily Itinerary' })
      .getByText('Walk around Asakusa')
      .first()
      .waitFor();
    expect(await memberPage.getByRole('button', { name: /Edit day/ }).count()).toBe(0);
    // A viewer has Departure Readiness too: their own checklist, as docs/product/travel-together.md's table says.
    await memberPage.getByRole('tab', { name: 'Departure Readiness' }).click();
    await memberPage.getByRole('form', { name: 'Your travel details' }).waitFor();
    const memberDialog = await openTravelers(memberPage);
    expect(await memberDialog.getByLabel('Email address').count()).toBe(0);
    expect(await memberDialog.getByRole('combobox').count()).toBe(0);
    await memberDialog.getByText(`${member.username} (you)`).waitFor();
    // The owner comes first, by username.
    await memberDialog.getByRole('listitem').first().getByText(owner.account.username, { exact: true }).waitFor();
    await memberDialog.getByRole('button', { name: 'Leave Trip' }).waitFor();
    await dialogShot(memberPage, 'travelers-viewer-desktop');
    await memberPage.keyboard.press('Escape');

    // My Trips: the trip is under "Shared with me", marked Viewer, with View Details only.
    await memberPage.goto(url('/my-trips'));
    await eventually(() => tab(memberPage, 'Shared with me').textContent()).toBe('Shared with me1');
    await tab(memberPage, 'Shared with me').click();
    const shared = card(memberPage, 'Japan');
    await shared.waitFor();
    expect(await shared.textContent()).toContain('Viewer');
    // The member travels with the owner: one co-traveler, from the trip's members.
    expect(await shared.textContent()).toContain('With 1 co-traveler');
    expect(await shared.getByRole('button', { name: 'Actions for Japan trip' }).count()).toBe(0);
    expect(await shared.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/trips/${tripId}`);
    await pageShot(memberPage, 'my-trips-shared-desktop');

    // The owner's own My Trips has no such tab.
    await owner.page.goto(url('/my-trips'));
    await card(owner.page, 'Japan').waitFor();
    expect(await tab(owner.page, 'Shared with me').count()).toBe(0);

    expect(owner.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
    await owner.context.close();
    await guest.context.close();
  });

  it('brings a new account back to the invitation it signed up from, once its e-mail is verified', async () => {
    const owner = await signedInPage(viewports.mobile);
    const tripId = await seedTrip(server, owner.context);
    const newcomer = newAccount('newcomer');
    await owner.page.goto(url(`/trips/${tripId}`));
    const token = await invite(owner.page, await openTravelers(owner.page), newcomer.email, 'Viewer');

    const guest = await signedOutPage(viewports.mobile);
    await guest.page.goto(url(`/join-trip?token=${token}`));
    await guest.page.getByRole('link', { name: 'Sign Up' }).click();
    await guest.page.waitForURL((address) => address.pathname === '/auth');
    const form = guest.page.getByRole('tabpanel', { name: 'Register' });
    await form.getByLabel('Username', { exact: true }).fill(newcomer.username);
    await form.getByLabel('Email', { exact: true }).fill(newcomer.email);
    await form.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(newcomer.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await guest.page.waitForURL((address) => address.pathname === '/verify-email');

    // The verification e-mail's link opens in a tab of its own.
    const verification = await latestToken(server, newcomer.email, '/verify-email');
    const mailTab = await guest.context.newPage();
    await mailTab.goto(url(`/verify-email?token=${verification}`));
    await mailTab.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await mailTab.getByText('Taking you back to the page you came from...').waitFor();
    await mailTab.waitForURL((address) => address.pathname === '/join-trip');
    expect(new URL(mailTab.url()).searchParams.get('token')).toBe(token);
    await mailTab.getByRole('button', { name: 'Join Trip' }).click();
    await mailTab.waitForURL(url(`/trips/${tripId}`));
    await mailTab.getByText('Shared with you · Viewer', { exact: false }).waitFor();

    // Kept once: verifying again leads to the dashboard, as for anyone.
    await mailTab.goto(url(`/verify-email?token=${verification}`));
    await mailTab.getByRole('heading', { name: 'Already Verified' }).waitFor();
    expect(await mailTab.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(1);
    expect(guest.errors).toEqual([]);
    await owner.context.close();
    await guest.context.close();
  });

  it('revokes, refuses a stranger and a used link, and lets a viewer leave, at phone width', async () => {
    const owner = await signedInPage(viewports.mobile);
    const tripId = await seedTrip(server, owner.context);
    const member = await signedInPage(viewports.mobile);
    const stranger = await signedInPage(viewports.mobile);

    await owner.page.goto(url(`/trips/${tripId}`));
    await owner.page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    const dialog = await openTravelers(owner.page);
    // An invalid address is refused before it is sent.
    await dialog.getByLabel('Email address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText('Enter a valid email address').waitFor();
    const token = await invite(owner.page, dialog, member.account.email, 'Viewer');
    await invite(owner.page, dialog, 'tita.baby@example.ph', 'Editor');
    // The form is emptied for the next invitation.
    expect(await dialog.getByLabel('Email address').inputValue()).toBe('');
    await dialogShot(owner.page, 'travelers-owner-mobile');
    await dialog.getByRole('button', { name: 'Revoke the invitation to tita.baby@example.ph' }).click();
    await eventually(() => toast(owner.page, 'Invitation revoked').count()).toBe(1);
    await eventually(() => dialog.getByText('tita.baby@example.ph').count()).toBe(0);
    await owner.page.keyboard.press('Escape');

    // Someone else signed in is offered no Join Trip: the page says to come back as the invited address.
    await stranger.page.goto(url(`/join-trip?token=${token}`));
    await stranger.page
      .getByText(`This invitation was sent to ${member.account.email}, and you are logged in`)
      .waitFor();
    expect(await stranger.page.getByRole('button', { name: 'Join Trip' }).count()).toBe(0);
    await pageShot(stranger.page, 'join-trip-other-account-mobile');
    // The server refuses them all the same.
    const forced = await stranger.context.request.post(url(`/api/trip-invitations/${token}/accept`));
    expect(forced.status()).toBe(403);
    expect(await server.database.prisma.tripMember.count({ where: { tripId } })).toBe(0);
    // Logging out there leads to logging in with the invited address, and back.
    await stranger.page.getByRole('button', { name: 'Log Out', exact: true }).click();
    expect(await stranger.page.getByRole('link', { name: 'Log In', exact: true }).getAttribute('href')).toContain(
      '/auth?tab=login&next=',
    );

    // The invitee opens the link, but the owner sends a new one meanwhile: Join Trip is refused, and gone.
    await member.page.goto(url(`/join-trip?token=${token}`));
    await member.page.getByText(`${owner.account.username} invited you to Tokyo, Japan as a viewer.`).waitFor();
    await pageShot(member.page, 'join-trip-mobile');
    const again = await owner.context.request.post(url(`/api/trips/${tripId}/invitations`), {
      data: { email: member.account.email, role: 'viewer' },
    });
    expect(again.status()).toBe(201);
    const newToken = await latestToken(server, member.account.email, '/join-trip');
    await member.page.getByRole('button', { name: 'Join Trip' }).click();
    await member.page
      .getByRole('alert')
      .filter({ hasText: "This invitation is not valid any more. Ask the trip's owner to invite you again." })
      .waitFor();
    expect(await member.page.getByRole('button', { name: 'Join Trip' }).count()).toBe(0);
    expect(await member.page.getByRole('link', { name: 'Go to My Trips' }).getAttribute('href')).toBe('/my-trips');
    await pageShot(member.page, 'join-trip-refused-mobile');

    // With the new link, the invitee joins as a viewer.
    await member.page.goto(url(`/join-trip?token=${newToken}`));
    await member.page.getByRole('button', { name: 'Join Trip' }).click();
    await member.page.waitForURL(url(`/trips/${tripId}`));
    await member.page.getByText('Shared with you · Viewer', { exact: false }).waitFor();
    await pageShot(member.page, 'trip-viewer-mobile');

    // A used link is not valid any more.
    await stranger.page.goto(url(`/join-trip?token=${newToken}`));
    await stranger.page.getByRole('heading', { name: "This invitation can't be used" }).waitFor();
    await stranger.page
      .getByText("This invitation is not valid any more. Ask the trip's owner to invite you again.")
      .waitFor();
    expect(await stranger.page.getByRole('link', { name: 'Go to My Trips' }).getAttribute('href')).toBe('/my-trips');
    await pageShot(stranger.page, 'join-trip-invalid-mobile');

    // The owner sees the member; the viewer leaves after a confirmation.
    await owner.page.reload();
    const ownerDialog = await openTravelers(owner.page);
    await ownerDialog.getByRole('button', { name: `Remove ${member.account.username}` }).waitFor();
    await owner.page.keyboard.press('Escape');

    const memberDialog = await openTravelers(member.page);
    await dialogShot(member.page, 'travelers-viewer-mobile');
    await memberDialog.getByRole('button', { name: 'Leave Trip' }).click();
    const confirm = member.page.getByRole('alertdialog', { name: 'Leave this trip?' });
    await confirm.getByRole('button', { name: 'Leave Trip' }).click();
    await member.page.waitForURL(url('/my-trips'));
    await eventually(() => toast(member.page, 'You left the trip').count()).toBe(1);
    await member.page.getByRole('heading', { level: 1, name: 'My Trips' }).waitFor();
    expect(await tab(member.page, 'Shared with me').count()).toBe(0);
    expect(await server.database.prisma.tripMember.count({ where: { tripId } })).toBe(0);

    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
    expect(stranger.errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
    await stranger.context.close();
  });

  it('lets the owner remove a member after a confirmation', async () => {
    const owner = await signedInPage();
    const tripId = await seedTrip(server, owner.context);
    const member = await signedInPage();
    await owner.page.goto(url(`/trips/${tripId}`));
    await owner.page.getByRole('heading', { level: 1, name: 'Japan' }).waitFor();
    const dialog = await openTravelers(owner.page);
    const token = await invite(owner.page, dialog, member.account.email, 'Editor');
    const accepted = await member.context.request.post(url('/graphql'), {
      headers: { 'apollo-require-preflight': 'true' },
      data: { query: 'mutation($token: String!) { acceptTripInvitation(token: $token) { id } }', variables: { token } },
    });
    expect(accepted.status()).toBe(200);

    // An editor's card keeps Edit Trip and the status moves, without Cancel or Delete.
    await member.page.goto(url('/my-trips'));
    await tab(member.page, 'Shared with me').click();
    const shared = card(member.page, 'Japan');
    expect(await shared.textContent()).toContain('Editor');
    await shared.getByRole('button', { name: 'Actions for Japan trip' }).click();
    expect(await member.page.getByRole('menuitem').allTextContents()).toEqual(['Mark as Complete', 'Edit Trip']);
    await member.page.keyboard.press('Escape');

    await owner.page.reload();
    const reopened = await openTravelers(owner.page);
    await reopened.getByRole('button', { name: `Remove ${member.account.username}` }).click();
    const confirm = owner.page.getByRole('alertdialog', { name: `Remove ${member.account.username} from this trip?` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await eventually(() => toast(owner.page, `${member.account.username} was removed from the trip`).count()).toBe(1);
    await eventually(() => reopened.getByText(member.account.username).count()).toBe(0);
    expect(await server.database.prisma.tripMember.count({ where: { tripId } })).toBe(0);

    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
    await owner.context.close();
    await member.context.close();
  });
});
