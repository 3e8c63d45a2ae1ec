// The travel calendar note against the real API, through QueryState: the month's note once it loads, and
// a refused month says the note did not load, with the server's sentence and Try again.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TestClient } from '../../../../../api/src/test/http-client';
import { TravelCalendarNote } from '@/features/trip-generation/components/travel-calendar-note';
import { apiServerForFile, renderPage } from '@/test/render';

describe('the travel calendar note', () => {
  const server = apiServerForFile();

  it("shows the month's note for the destination", async () => {
    await renderPage(<TravelCalendarNote country="JP" month={4} year={2027} />, TestClient.for(server()));
    const note = screen.getByRole('region', { name: 'Travel calendar' });
    expect(await within(note).findByRole('heading', { level: 2, name: /April 2027/ })).toBeVisible();
    expect(within(note).queryByTestId('query-error')).not.toBeInTheDocument();
  });

  it("says a refused month did not load, with the server's sentence and Try again", async () => {
    const visitor = TestClient.for(server());
    const refusal = await visitor.graphql('query { travelCalendar(country: "JP", month: 13) { month } }');
    const [refused] = refusal.errors ?? [];
    expect(refused?.extensions.code).toBe('BAD_USER_INPUT');

    await renderPage(<TravelCalendarNote country="JP" month={13} />, visitor);
    const note = screen.getByRole('region', { name: 'Travel calendar' });
    const failed = await within(note).findByTestId('query-error');
    expect(within(failed).getByText("We couldn't load the holidays and season for this month.")).toBeVisible();
    expect(within(failed).getByText(refused!.message)).toBeVisible();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
