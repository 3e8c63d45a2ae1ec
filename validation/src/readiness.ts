// The traveler's answers the departure checklist depends on
// (docs/product/trips.md, departure readiness): the API
// (api/src/services/readiness/checklist.ts) and the trip page's form check the
// same. The travel purposes are the visa data's, so the caller lists them.
import { z } from 'zod';
import { isCalendarDay } from './checks.js';
import { AGE_GROUPS, TICKET_CLASSES, TRAVELER_TYPES } from './readiness-fields.js';
import { rule, type RuleKey } from './rules.js';

/** One of `values`, else the message that lists them. */
const oneOf = <const T extends string>(values: readonly [T, ...T[]], key: RuleKey) =>
  z.enum(values, { error: rule(key, { values: values.join(', ') }) });

/** A yes/no answer; its message names the answer by its label. */
const flag = (label: keyof typeof flagLabels) =>
  z
    .boolean({ error: rule('validation:readiness.flag', { label: { key: flagLabels[label], params: {} } }) })
    .default(false);

const flagLabels = {
  affidavitOfSupport: 'validation:readiness.labels.affidavitOfSupport',
  travelingWithoutParent: 'validation:readiness.labels.travelingWithoutParent',
  ofwDependent: 'validation:readiness.labels.ofwDependent',
  permanentResidentAbroad: 'validation:readiness.labels.permanentResidentAbroad',
  governmentEmployee: 'validation:readiness.labels.governmentEmployee',
} as const satisfies Record<string, RuleKey>;

const passportExpiryMessage = rule('validation:readiness.passportExpiry');

/** A real calendar day, YYYY-MM-DD, in 2000 to 2100. */
const isoDay = z
  .string({ error: passportExpiryMessage })
  .regex(/^\d{4}-\d{2}-\d{2}$/, passportExpiryMessage)
  .refine(isCalendarDay, passportExpiryMessage);

/** The answers; every one has a default, so `{}` is a tourist adult who has answered nothing yet. */
export const readinessAnswerFields = <const Purpose extends string>(purposes: readonly [Purpose, ...Purpose[]]) => ({
  passportExpiry: isoDay.nullish().transform((value) => value ?? null),
  travelerType: oneOf(TRAVELER_TYPES, 'validation:readiness.travelerType').default('tourist'),
  ageGroup: oneOf(AGE_GROUPS, 'validation:readiness.ageGroup').default('adult'),
  travelPurpose: oneOf(purposes, 'validation:readiness.travelPurpose'),
  ticketClass: oneOf(TICKET_CLASSES, 'validation:readiness.ticketClass').default('economyOrBusiness'),
  /** Someone else pays for the trip and backs it with an affidavit of support (always so for `sponsored`). */
  affidavitOfSupport: flag('affidavitOfSupport'),
  /** A minor or infant travelling without a parent needs a DSWD travel clearance. */
  travelingWithoutParent: flag('travelingWithoutParent'),
  /** Joining an OFW parent or spouse abroad: the privileged reduced travel tax. */
  ofwDependent: flag('ofwDependent'),
  /** A Filipino permanent resident abroad who stayed in the Philippines less than a year: exempt from travel tax. */
  permanentResidentAbroad: flag('permanentResidentAbroad'),
  governmentEmployee: flag('governmentEmployee'),
});

/**
 * The trip page's form: a date box left empty is no date. Only what the form
 * shows is sent: a box another answer hides counts as unticked.
 */
export const readinessAnswersForm = <const Purpose extends string>(purposes: readonly [Purpose, ...Purpose[]]) => {
  const fields = readinessAnswerFields(purposes);
  return z
    .object({ ...fields, passportExpiry: z.union([z.literal('').transform(() => null), fields.passportExpiry]) })
    .transform((answers) => {
      const ofw = answers.travelerType === 'ofw';
      return {
        ...answers,
        affidavitOfSupport: answers.travelerType === 'tourist' && answers.affidavitOfSupport,
        travelingWithoutParent: answers.ageGroup !== 'adult' && answers.travelingWithoutParent,
        ofwDependent: !ofw && answers.ofwDependent,
        permanentResidentAbroad: !ofw && answers.permanentResidentAbroad,
      };
    });
};
