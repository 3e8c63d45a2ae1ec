// The contact and quote form's checks (spec §5), the same rules the API applies
// (api/src/services/contact/contact.ts), so the server rarely has to say no.

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

export const contactMessages = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  email: 'Please enter a valid email address.',
  // Spec §5 words the phone message differently on the two forms.
  phone: { home: 'Please enter a valid phone number.', quote: 'Please provide a valid phone number.' },
  details: 'Please provide more details about your dream trip.',
  detailsTooLong: 'Please keep your trip details under 5,000 characters.',
  terms: 'You must agree to the terms and conditions.',
} as const;

export const DETAILS_MAX = 5000;

/** The quote page's trip-type checkboxes (spec §2), in order; the API accepts exactly these values. */
export const CONTACT_TRIP_TYPES = [
  { value: 'solo', label: 'Solo' },
  { value: 'couple', label: 'Couple' },
  { value: 'family', label: 'Family' },
  { value: 'friends', label: 'Friends' },
  { value: 'business', label: 'Business' },
] as const;

export type ContactTripType = (typeof CONTACT_TRIP_TYPES)[number]['value'];

export function validateContact(values: ContactValues, agreeToTerms: boolean, variant: ContactVariant) {
  const errors: ContactErrors = {};
  const name = values.fullName.trim();
  if (name.length < 2) errors.fullName = contactMessages.name;
  else if (name.length > 100) errors.fullName = contactMessages.nameTooLong;
  const email = values.email.trim();
  if (email.length > 254 || !emailPattern.test(email)) errors.email = contactMessages.email;
  if (!isPhone(values.phone.trim())) errors.phone = contactMessages.phone[variant];
  const details = values.travelDetails.trim();
  if (details.length < 10) errors.travelDetails = contactMessages.details;
  else if (details.length > DETAILS_MAX) errors.travelDetails = contactMessages.detailsTooLong;
  if (variant === 'quote' && !agreeToTerms) errors.agreeToTerms = contactMessages.terms;
  return errors;
}
