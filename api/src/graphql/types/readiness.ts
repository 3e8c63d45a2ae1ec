// Departure readiness over GraphQL: a thin adapter over services/readiness.
// Only the trip's owner can read or change it; API tokens need trips:read /
// trips:write (token-access.ts).
import { AGE_GROUPS, TICKET_CLASSES, TRAVELER_TYPES } from '@lakbay/validation/readiness-fields';
import type { ChecklistItem, ItemSource, ReadinessAnswers } from '../../services/readiness/checklist.js';
import type { TripReadiness } from '../../services/readiness/readiness.js';
import { builder } from '../builder.js';

const TravelerTypeEnum = builder.enumType('TravelerType', {
  description: 'Who is travelling, as far as Philippine departure rules care.',
  values: {
    tourist: { value: TRAVELER_TYPES[0], description: 'Travelling on their own money.' },
    sponsored: { value: TRAVELER_TYPES[1], description: 'Someone else pays (invitation, affidavit of support).' },
    ofw: { value: TRAVELER_TYPES[2], description: 'An Overseas Filipino Worker leaving for work.' },
  } as const,
});

const AgeGroupEnum = builder.enumType('TravelerAgeGroup', {
  description: 'The age groups the travel tax and terminal fee distinguish.',
  values: {
    adult: { value: AGE_GROUPS[0], description: '12 years and over.' },
    minor: { value: AGE_GROUPS[1], description: '2 years + 1 day to under 12: reduced travel tax.' },
    infant: { value: AGE_GROUPS[2], description: '2 years and below: exempt from travel tax and terminal fee.' },
  } as const,
});

const TicketClassEnum = builder.enumType('TicketClass', {
  description: 'The cabin class, which sets the travel tax rate.',
  values: {
    economyOrBusiness: { value: TICKET_CLASSES[0], description: 'Economy or business class.' },
    firstClass: { value: TICKET_CLASSES[1], description: 'First class.' },
  } as const,
});

const ItemStatusEnum = builder.enumType('ReadinessItemStatus', {
  description: 'Where one checklist step stands.',
  values: {
    done: { value: 'done', description: 'Ticked off, or checked and fine (e.g. the passport lasts long enough).' },
    todo: { value: 'todo', description: 'Still to do.' },
    warning: { value: 'warning', description: 'A problem to fix, e.g. a passport that expires too soon.' },
    not_needed: { value: 'not-needed', description: 'Does not apply to this traveler (e.g. an exemption).' },
  } as const,
});

const ItemSourceRef = builder.objectRef<ItemSource>('ReadinessSource').implement({
  description: 'Where a checklist rule comes from.',
  fields: (t) => ({
    id: t.exposeString('id', {
      nullable: true,
      description: 'The source id in api/data/philippines.json (e.g. PH15); null for visa sources.',
    }),
    title: t.exposeString('title', { description: 'What the source is.' }),
    url: t.exposeString('url', { nullable: true, description: 'Its address; null when not recorded.' }),
    date: t.exposeString('date', { nullable: true, description: 'The date the source states; null when undated.' }),
  }),
});

const ItemRef = builder.objectRef<ChecklistItem>('ReadinessItem').implement({
  description: 'One step before departure, with its rule, sources and the date its data was last checked.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Stable id, e.g. passport, etravel, travel-tax; ticks use it.' }),
    title: t.exposeString('title', { description: 'The step in a few words, in the request’s language.' }),
    detail: t.exposeString('detail', {
      description: 'What to do and why, in the request’s language; what it quotes from the curated data stays English.',
    }),
    status: t.expose('status', { type: ItemStatusEnum, description: 'done, todo, warning or not_needed.' }),
    dueDate: t.exposeString('dueDate', {
      nullable: true,
      description: 'YYYY-MM-DD the step opens or is due (eTravel: the day its window opens); null when none.',
    }),
    amountPHP: t.exposeInt('amountPHP', {
      nullable: true,
      description: 'What it costs in PHP; 0 when exempt; null when no amount applies or none is sourced.',
    }),
    caveat: t.exposeString('caveat', {
      nullable: true,
      description: 'What the data leaves unconfirmed (unverified, typical, not covered); null when sourced.',
    }),
    sources: t.expose('sources', { type: [ItemSourceRef], description: 'The sources of the rule.' }),
    lastChecked: t.exposeString('lastChecked', {
      nullable: true,
      description: 'When the facts were last checked (YYYY-MM-DD); null when not covered by our data.',
    }),
  }),
});

const AnswersRef = builder.objectRef<ReadinessAnswers>('ReadinessAnswers').implement({
  description: 'The traveler’s answers the checklist is computed from.',
  fields: (t) => ({
    passportExpiry: t.exposeString('passportExpiry', {
      nullable: true,
      description: 'Passport expiry date, YYYY-MM-DD; null when not given.',
    }),
    travelerType: t.expose('travelerType', { type: TravelerTypeEnum, description: 'tourist, sponsored or ofw.' }),
    ageGroup: t.expose('ageGroup', { type: AgeGroupEnum, description: 'adult, minor or infant.' }),
    travelPurpose: t.exposeString('travelPurpose', {
      description: 'The visa checker’s purpose id, e.g. tourism or visitFamilyFriends.',
    }),
    ticketClass: t.expose('ticketClass', { type: TicketClassEnum, description: 'The cabin class.' }),
    affidavitOfSupport: t.exposeBoolean('affidavitOfSupport', {
      description: 'Someone else pays and backs the trip with an affidavit of support.',
    }),
    travelingWithoutParent: t.exposeBoolean('travelingWithoutParent', {
      description: 'A minor or infant travelling without a parent (DSWD travel clearance).',
    }),
    ofwDependent: t.exposeBoolean('ofwDependent', {
      description: 'A dependent joining an OFW abroad (privileged reduced travel tax).',
    }),
    permanentResidentAbroad: t.exposeBoolean('permanentResidentAbroad', {
      description: 'A Filipino permanent resident abroad staying in the Philippines less than a year.',
    }),
    governmentEmployee: t.exposeBoolean('governmentEmployee', {
      description: 'A government employee (travel authority).',
    }),
  }),
});

const ReadinessRef = builder.objectRef<TripReadiness>('TripReadiness').implement({
  description: 'Departure readiness for one saved trip: the answers, the ticks and the computed checklist.',
  fields: (t) => ({
    tripId: t.exposeInt('tripId', { description: 'The trip.' }),
    answers: t.expose('answers', { type: AnswersRef, description: 'The traveler’s answers (defaults until saved).' }),
    tickedIds: t.exposeStringList('tickedIds', { description: 'Ids of the steps the traveler ticked off.' }),
    items: t.expose('items', { type: [ItemRef], description: 'The checklist, in the order to work through it.' }),
    openCount: t.exposeInt('openCount', { description: 'How many steps are still todo or warning.' }),
  }),
});

const AnswersInput = builder.inputType('ReadinessAnswersInput', {
  description: 'The answers, whole: a field left out takes its default.',
  fields: (t) => ({
    passportExpiry: t.string({ required: false, description: 'Passport expiry date, YYYY-MM-DD; null if unknown.' }),
    travelerType: t.field({ type: TravelerTypeEnum, required: false, description: 'Default tourist.' }),
    ageGroup: t.field({ type: AgeGroupEnum, required: false, description: 'Default adult.' }),
    travelPurpose: t.string({
      required: false,
      description: 'The visa checker’s purpose id (tourism, business, visitFamilyFriends, …); default tourism.',
    }),
    ticketClass: t.field({ type: TicketClassEnum, required: false, description: 'Default economyOrBusiness.' }),
    affidavitOfSupport: t.boolean({ required: false, description: 'Someone else pays; default false.' }),
    travelingWithoutParent: t.boolean({ required: false, description: 'Minor without a parent; default false.' }),
    ofwDependent: t.boolean({ required: false, description: 'Joining an OFW abroad; default false.' }),
    permanentResidentAbroad: t.boolean({ required: false, description: 'Permanent resident abroad; default false.' }),
    governmentEmployee: t.boolean({ required: false, description: 'Government employee; default false.' }),
  }),
});

const UpdateInput = builder.inputType('UpdateTripReadinessInput', {
  description: 'What to change: the answers and/or the ticked steps, each replaced whole. Send at least one.',
  fields: (t) => ({
    answers: t.field({ type: AnswersInput, required: false, description: 'The answers, whole.' }),
    tickedIds: t.stringList({ required: false, description: 'Ids of the ticked steps, whole (ReadinessItem.id).' }),
  }),
});

/** GraphQL sends null for an optional field left out; the answers' defaults apply to absent fields. */
const withoutNulls = (value: object | null | undefined) =>
  value ? Object.fromEntries(Object.entries(value).filter(([, member]) => member !== null)) : undefined;

builder.queryFields((t) => ({
  tripReadiness: t.field({
    type: ReadinessRef,
    description: 'The departure checklist of one of the user’s trips. NOT_FOUND when it is missing or someone else’s.',
    args: { tripId: t.arg.int({ required: true, description: 'The trip id.' }) },
    resolve: async (_root, { tripId }, context) =>
      context.services.readiness.get(context.userId, tripId, await context.locale()),
  }),
}));

builder.mutationFields((t) => ({
  updateTripReadiness: t.field({
    type: ReadinessRef,
    description:
      'Saves the answers and/or ticked steps of one of the user’s trips and returns the new checklist. NOT_FOUND for someone else’s trip; CONFLICT for a canceled one.',
    args: {
      tripId: t.arg.int({ required: true, description: 'The trip id.' }),
      input: t.arg({ type: UpdateInput, required: true, description: 'The answers and/or ticks.' }),
    },
    resolve: async (_root, { tripId, input }, context) =>
      context.services.readiness.update(
        context.userId,
        tripId,
        {
          answers: input.answers === null ? undefined : withoutNulls(input.answers),
          tickedIds: input.tickedIds ?? undefined,
        },
        await context.locale(),
      ),
  }),
}));
