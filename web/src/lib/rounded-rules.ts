// A number input's text, for a rule of the validation package that reads numbers.
import { z } from 'zod';

/** Number inputs are held as text and accept decimals; `rule` reads the whole number they hold (text that is no number, as it is). */
export const rounded = <Rule extends z.ZodType>(rule: Rule) =>
  z.preprocess((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? Math.round(number) : value;
  }, rule);
