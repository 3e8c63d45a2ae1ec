// "Change this day" (docs/product/trip-planning.md, docs/decisions/033-change-one-day.md):
// the wish a traveler types. The API (api/src/services/trip-generation/trip-generation.ts, and
// api/src/services/trip-generation/trip-day-change.ts for a saved trip) and the Change
// Day dialog check the same.
import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './checks.js';
import { MAX_INSTRUCTION } from './day-change-fields.js';
import { rule } from './rules.js';

const instructionMessage = rule('validation:dayChange.instruction');
const required = rule('validation:dayChange.required');

export const instruction = z
  .string({ error: instructionMessage })
  .trim()
  .min(1, required)
  .max(MAX_INSTRUCTION, instructionMessage)
  .regex(NO_CONTROL_CHARACTERS, instructionMessage);

export const changeDayForm = z.object({ instruction });
