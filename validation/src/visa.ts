// The visa checker's question (docs/product/visa.md): a destination and a
// purpose. The API (api/src/services/visa/visa.ts) matches each against its
// data, which only it has; the checker's form asks for both first.
import { z } from 'zod';
import { visaMessages } from './visa-fields.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A destination, by code or name; which ones exist is the API's to say. */
export const destinationCountry = required(visaMessages.countryRequired);

/** A purpose of travel, by id or name. */
export const travelPurpose = required(visaMessages.purposeRequired);

/** The checker's form: the destination's code and the purpose's id, sent as `country` and `purpose`. */
export const visaCheckForm = z.object({ country: destinationCountry, purpose: travelPurpose });
