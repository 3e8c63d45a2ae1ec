// The public contact and package-quote forms and the deals newsletter
// (docs/product/deals-and-quotes.md): the fields the API validates its bodies
// with (api/src/services/contact/contact.ts) and the forms the web app checks
// before sending, with the quote page's terms checkbox that stays in the browser.
import { z } from 'zod';
import { emailAddress } from './accounts.js';
import { CONTACT_TRIP_TYPES, DETAILS_MAX, type ContactVariant } from './contact-fields.js';
import { rule } from './rules.js';

// Control characters other than line breaks and tabs (PostgreSQL text cannot hold NUL at all).
const CONTROL = /[^\P{Cc}\n\r\t]/gu;

/** A string field: anything else gets `message`; control characters are dropped, then it is trimmed. */
const cleanText = (message: string) =>
  z.string({ error: message }).transform((value) => value.replace(CONTROL, '').trim());

const nameMin = rule('validation:contact.name');

export const fullName = cleanText(nameMin).pipe(
  z.string().min(2, nameMin).max(100, rule('validation:contact.nameTooLong')),
);

/** The address a request is acknowledged to, or the newsletter is sent to. */
export const email = emailAddress(rule('validation:contact.email'));

/**
 * 6 to 30 characters of digits, spaces, +, -, dots and brackets, with at least
 * 6 digits. The landing form words its message differently from the quote page
 * (and the API), `message`.
 */
const phoneNumber = (message: string) =>
  cleanText(message).pipe(
    z
      .string()
      .min(6, message)
      .max(30, message)
      .regex(/^[\d\s+().-]+$/, message)
      .refine((phone) => phone.replace(/\D/g, '').length >= 6, message),
  );

const phoneQuote = rule('validation:contact.phoneQuote');

const detailsMin = rule('validation:contact.details');

export const travelDetails = cleanText(detailsMin).pipe(
  z.string().min(10, detailsMin).max(DETAILS_MAX, rule('validation:contact.detailsTooLong')),
);

const tripTypesList = rule('validation:contact.tripTypes');

/** Optional (the landing form has none); kept once each, in the form's order. */
export const tripTypes = z
  .array(z.enum(CONTACT_TRIP_TYPES, { error: tripTypesList }), { error: tripTypesList })
  .max(CONTACT_TRIP_TYPES.length * 2, tripTypesList)
  .nullish()
  .transform((chosen) => CONTACT_TRIP_TYPES.filter((type) => chosen?.includes(type) ?? false));

/** A request as the API stores it, from either form. */
export const contactRequest = { fullName, email, phone: phoneNumber(phoneQuote), travelDetails, tripTypes };

const mustAgree = z.boolean().refine((agreed) => agreed, rule('validation:contact.terms'));

/** The form as the web app checks it; the terms checkbox is the quote page's and is never sent. */
export const contactForm = (variant: ContactVariant) =>
  z.object({
    ...contactRequest,
    phone: phoneNumber(variant === 'quote' ? phoneQuote : rule('validation:contact.phoneHome')),
    agreeToTerms: variant === 'quote' ? mustAgree : z.boolean(),
  });

export const newsletterForm = z.object({ email });

/** What the API stores of a request. */
export type ContactRequest = z.output<z.ZodObject<typeof contactRequest>>;
