// The contact and quote form's checks (docs/product/deals-and-quotes.md), the same rules the API applies
// (api/src/services/contact/contact.ts), so the server rarely has to say no.
// Messages are in the active language: the form validates on every render, so
// a language switch rewords the errors shown.
import { i18n } from '@/lib/i18n';

export type ContactField = 'fullName' | 'email' | 'phone' | 'travelDetails';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField | 'agreeToTerms', string>>;

/** 'home': the landing page's section; 'quote': /travel-package-quote with its terms checkbox. */
export type ContactVariant = 'home' | 'quote';

// The pattern of the API's validator (zod's z.email).
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** 6 to 30 characters of digits, spaces, +, -, dots and brackets, with at least 6 digits. */
const isPhone = (phone: string) =>
  phone.length >= 6 && phone.length <= 30 && /^[\d\s+().-]+$/.test(phone) && phone.replace(/\D/g, '').length >= 6;

// The phone message is worded differently on the two forms (docs/product/deals-and-quotes.md).
const phoneMessages = { home: 'contact:validation.phoneHome', quote: 'contact:validation.phoneQuote' } as const;

export const DETAILS_MAX = 5000;

/** The quote page's trip-type checkboxes (docs/product/deals-and-quotes.md), in order; the API accepts exactly these values. Labels: `contact:tripTypes.<type>`. */
export const CONTACT_TRIP_TYPES = ['solo', 'couple', 'family', 'friends', 'business'] as const;

export type ContactTripType = (typeof CONTACT_TRIP_TYPES)[number];

export function validateContact(values: ContactValues, agreeToTerms: boolean, variant: ContactVariant) {
  const errors: ContactErrors = {};
  const name = values.fullName.trim();
  if (name.length < 2) errors.fullName = i18n.t('contact:validation.name');
  else if (name.length > 100) errors.fullName = i18n.t('contact:validation.nameTooLong');
  const email = values.email.trim();
  if (email.length > 254 || !emailPattern.test(email)) errors.email = i18n.t('contact:validation.email');
  if (!isPhone(values.phone.trim())) errors.phone = i18n.t(phoneMessages[variant]);
  const details = values.travelDetails.trim();
  if (details.length < 10) errors.travelDetails = i18n.t('contact:validation.details');
  else if (details.length > DETAILS_MAX) errors.travelDetails = i18n.t('contact:validation.detailsTooLong');
  if (variant === 'quote' && !agreeToTerms) errors.agreeToTerms = i18n.t('contact:validation.terms');
  return errors;
}
