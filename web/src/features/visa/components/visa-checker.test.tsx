// The visa checker against the real API when the check is refused: a destination the API does not
// know (the route only asks for known ones, so the checker is given one directly). QueryState shows
// the spec's title with the server's own sentence, and the spec's toast says it too.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TestClient } from '../../../../../api/src/test/http-client';
import { useVisaAnswer } from '@/features/visa/api/visa-requirements';
import { VisaChecker } from '@/features/visa/components/visa-checker';
import { apiServerForFile, renderPage } from '@/test/render';

function CheckerFor({ country }: { country: string }) {
  const visa = useVisaAnswer(country, 'tourism');
  return (
    <VisaChecker country={country} purpose="tourism" sentIncomplete={{ country: false, purpose: false }} visa={visa} />
  );
}

describe('the visa checker', () => {
  const server = apiServerForFile();

  it("shows a refused check's title, the server's sentence and Try again, and toasts it", async () => {
    const visitor = TestClient.for(server());
    const refusal = await visitor.graphql(
      'query ($input: VisaCheckInput!) { visaRequirements(input: $input) { country } }',
      { input: { destinationCountry: 'Narnia', travelPurpose: 'tourism' } },
    );
    const [refused] = refusal.errors ?? [];
    expect(refused?.extensions.code).toBe('BAD_USER_INPUT');

    await renderPage(<CheckerFor country="Narnia" />, visitor);
    const failed = await screen.findByTestId('query-error');
    expect(within(failed).getByText('Error checking visa requirements')).toBeVisible();
    expect(within(failed).getByText(refused!.message)).toBeVisible();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
    // docs/product/visa.md's toast: the same title and sentence.
    await waitFor(() => expect(screen.getAllByText('Error checking visa requirements')).toHaveLength(2));
    expect(screen.getAllByText(refused!.message)).toHaveLength(2);
    expect(screen.queryByText('Where are you headed?')).not.toBeInTheDocument();
  });
});
