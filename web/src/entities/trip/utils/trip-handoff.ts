/**
 * The Customize hand-off (docs/product/trips.md): a results tab on
 * /generate-trip stores the itinerary, its type and the request here, and
 * /customize-trip reads it. Part of the trip entity: trip generation writes
 * it, itinerary editing reads it.
 */
export const CUSTOMIZE_HANDOFF_KEY = 'lakbay.customizeTrip';

export interface CustomizeHandoff {
  /** The Itinerary object as returned by GraphQL, without __typename. */
  itinerary: unknown;
  type: 'budget' | 'experience';
  /** The TripRequestInput values. */
  form: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws when session storage is unavailable or full: the caller tells the user. */
export function storeCustomizeHandoff(value: CustomizeHandoff): void {
  sessionStorage.setItem(CUSTOMIZE_HANDOFF_KEY, JSON.stringify(value));
}

export function readCustomizeHandoff():
  { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; value: CustomizeHandoff } {
  let saved: string | null;
  try {
    saved = sessionStorage.getItem(CUSTOMIZE_HANDOFF_KEY);
  } catch {
    // Storage disabled: nothing could have been stored.
    return { status: 'missing' };
  }
  if (saved === null) return { status: 'missing' };
  try {
    const value: unknown = JSON.parse(saved);
    if (
      isRecord(value) &&
      isRecord(value.itinerary) &&
      (value.type === 'budget' || value.type === 'experience') &&
      isRecord(value.form)
    ) {
      return { status: 'ok', value: { itinerary: value.itinerary, type: value.type, form: value.form } };
    }
  } catch {
    // Not JSON: reported as invalid below.
  }
  return { status: 'invalid' };
}

export function clearCustomizeHandoff(): void {
  try {
    sessionStorage.removeItem(CUSTOMIZE_HANDOFF_KEY);
  } catch {
    // Storage disabled: nothing to clear.
  }
}
