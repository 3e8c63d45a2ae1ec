// POST /api/contact (spec §7): REST, as the spec names it. The terms checkbox
// stays in the browser; the quote page adds its checked trip types.
import type { ContactTripType, ContactValues } from '@/features/contact/utils/validation';
import { apiFetch } from '@/lib/api-fetch';
import { i18n } from '@/lib/i18n';

export interface ContactReceipt {
  id: number;
  message: string;
}

export async function submitContact(
  values: ContactValues,
  tripTypes: readonly ContactTripType[] = [],
): Promise<ContactReceipt> {
  const { fullName, email, phone, travelDetails } = values;
  const response = await apiFetch('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fullName, email, phone, travelDetails, tripTypes }),
  });
  return (await response.json()) as ContactReceipt;
}

/**
 * What to show under 'Error submitting form': the server's `message` out of
 * apiFetch's "<status>: <body>" error, else the error's own text.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return i18n.t('contact:form.tryAgain');
  // fetch rejects with a TypeError when no answer arrived (offline, DNS).
  if (error instanceof TypeError) return i18n.t('contact:form.offline');
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  try {
    const body: unknown = JSON.parse(match[1]!);
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // A body that is not JSON (a proxy's error page): fall back to the whole text.
  }
  return error.message;
}
