/**
 * Trip-form values kept while an anonymous visitor signs in (docs/product/trip-planning.md,
 * "Generating while signed out"). The generation form saves them before sending the
 * visitor to /auth; /auth takes them (taking clears them) and hands
 * them to /generate-trip in the navigation state under PENDING_TRIP_FORM_STATE,
 * so the form can be filled in again after sign-in.
 * Part of the trip entity: auth and trip generation both use it.
 */
export const PENDING_TRIP_FORM_KEY = 'lakbay.pendingTripForm';

/** The key of the taken values in `location.state` on /generate-trip. */
export const PENDING_TRIP_FORM_STATE = 'pendingTripForm';

// sessionStorage throws when storage is disabled (some privacy modes): then
// nothing is kept, and sign-in simply leads to the dashboard.

export function savePendingTripForm(values: unknown): void {
  try {
    sessionStorage.setItem(PENDING_TRIP_FORM_KEY, JSON.stringify(values));
  } catch {
    // Storage unavailable or full.
  }
}

/** The saved values, removed from storage; null when there are none or they do not parse. */
export function takePendingTripForm(): unknown {
  try {
    const saved = sessionStorage.getItem(PENDING_TRIP_FORM_KEY);
    sessionStorage.removeItem(PENDING_TRIP_FORM_KEY);
    return saved === null ? null : (JSON.parse(saved) as unknown);
  } catch {
    return null;
  }
}
