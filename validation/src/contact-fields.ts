// The contact and quote forms' choices and limits (docs/product/deals-and-quotes.md), without
// zod: the forms show them before their rules (contact.ts) load.

/** The longest trip description. */
export const DETAILS_MAX = 5000;

/** The quote page's trip-type checkboxes, in the form's order. Labels: the web's `contact:tripTypes.<type>`. */
export const CONTACT_TRIP_TYPES = ['solo', 'couple', 'family', 'friends', 'business'] as const;
export type ContactTripType = (typeof CONTACT_TRIP_TYPES)[number];

/** 'home': the landing page's section; 'quote': /travel-package-quote with its trip types and terms checkbox. */
export type ContactVariant = 'home' | 'quote';
