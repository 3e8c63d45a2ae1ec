// The visa checker's messages for a choice left empty (docs/product/visa.md), without zod: the
// server-rendered checker shows them for a form sent before the page hydrated.
import { rule } from './rules.js';

/** The messages of a choice left empty, for a form sent before the page hydrated (the server saw it). */
export const visaMessages = {
  countryRequired: rule('validation:visa.countryRequired'),
  purposeRequired: rule('validation:visa.purposeRequired'),
} as const;
