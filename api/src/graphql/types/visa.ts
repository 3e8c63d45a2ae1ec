// The visa checker over GraphQL: the twin of rest/visa.ts, over the same visa
// service. Public: no sign-in needed.
import type { VisaAnswer, VisaSourceRef } from '../../services/visa/visa.js';
import { builder } from '../builder.js';

const VisaAnswerStatus = builder.enumType('VisaAnswerStatus', {
  description: 'How far the answer is backed by its sources. Anything but SOURCED should be checked with the embassy.',
  values: {
    SOURCED: { value: 'sourced', description: 'Confirmed in the cited sources.' },
    PARTIAL: { value: 'partial', description: 'Partly confirmed; `statusNote` says what is not.' },
    UNVERIFIED: { value: 'unverified', description: 'General knowledge that no source confirmed.' },
    NOT_FOUND: { value: 'not_found', description: 'We could not confirm the rules for this purpose.' },
    NOT_COVERED: { value: 'not_covered', description: 'Lakbay covers Philippine passport holders only for now.' },
  } as const,
});

const VisaSource = builder.objectRef<VisaSourceRef>('VisaSource').implement({
  description: 'Where a fact in the answer comes from.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'What the source says, in short.' }),
    url: t.exposeString('url', { nullable: true, description: 'The page; null when its address was not recorded.' }),
    publisher: t.exposeString('publisher', { description: 'The site or organisation that published it.' }),
    date: t.exposeString('date', {
      nullable: true,
      description: 'The date the source states (YYYY, YYYY-MM or YYYY-MM-DD); null when undated.',
    }),
  }),
});

const VisaLink = builder.objectRef<NonNullable<VisaAnswer['officialLink']>>('VisaLink').implement({
  description: 'An official site where the traveler can verify the rules.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Who runs the site.' }),
    url: t.exposeString('url', { description: 'Its address.' }),
  }),
});

const VisaRequirements = builder.objectRef<VisaAnswer>('VisaRequirements').implement({
  description: 'What a passport holder needs for one destination and purpose (docs/product/visa.md), with sources.',
  fields: (t) => ({
    country: t.exposeString('country', { description: 'Destination name, e.g. Japan.' }),
    countryCode: t.exposeString('countryCode', {
      description: 'Destination code, e.g. JP (UK for the United Kingdom).',
    }),
    travelPurpose: t.exposeString('travelPurpose', { description: 'The purpose as shown to users, e.g. Tourism.' }),
    nationality: t.exposeString('nationality', { description: 'The passport the answer is for; Filipino by default.' }),
    requirement: t.exposeString('requirement', { description: 'The answer in one sentence.' }),
    visaFree: t.exposeBoolean('visaFree', {
      description: 'True only when a source says no visa is needed for this purpose.',
    }),
    stayDuration: t.exposeString('stayDuration', {
      nullable: true,
      description: 'How long a visa-free stay may last; null when a visa is needed (its stay is in additionalInfo).',
    }),
    documents: t.exposeStringList('documents', { description: 'Documents to prepare; empty when not confirmed.' }),
    processingTime: t.exposeString('processingTime', {
      description: 'How long the visa takes, or why none is needed.',
    }),
    fees: t.exposeString('fees', { description: 'Visa and service fees with their dates.' }),
    additionalInfo: t.exposeStringList('additionalInfo', { description: 'Special cases and changes worth knowing.' }),
    visaType: t.exposeString('visaType', { nullable: true, description: 'The visa or entry scheme, when known.' }),
    status: t.expose('status', { type: VisaAnswerStatus, description: 'How far the answer is backed by sources.' }),
    statusNote: t.exposeString('statusNote', {
      nullable: true,
      description: 'What a PARTIAL answer leaves unconfirmed.',
    }),
    sources: t.expose('sources', { type: [VisaSource], description: 'Every source the answer cites.' }),
    lastChecked: t.exposeString('lastChecked', {
      nullable: true,
      description: 'When the answer was last checked (YYYY-MM-DD); null for NOT_COVERED.',
    }),
    officialLink: t.expose('officialLink', {
      type: VisaLink,
      nullable: true,
      description: 'Where to verify with the destination; null for NOT_COVERED.',
    }),
  }),
});

const VisaCheckInput = builder.inputType('VisaCheckInput', {
  description: 'A visa check: destination, purpose and nationality (docs/product/visa.md).',
  fields: (t) => ({
    destinationCountry: t.string({
      required: true,
      description:
        'One of the 15 foreign destinations, by code (JP) or name (Japan); the Philippines answers that Filipinos need no visa at home.',
    }),
    travelPurpose: t.string({
      required: true,
      description:
        'Tourism, Business, Education, Visit Family/Friends, Medical, Transit or Working Holiday (label or id, e.g. visitFamilyFriends).',
    }),
    nationality: t.string({ required: false, description: 'Passport nationality; Filipino when omitted.' }),
  }),
});

builder.queryField('visaRequirements', (t) =>
  t.field({
    type: VisaRequirements,
    description: 'What the passport needs for the destination and purpose. Public.',
    args: { input: t.arg({ type: VisaCheckInput, required: true, description: 'Destination, purpose, nationality.' }) },
    resolve: async (_root, { input }, context) => context.services.visa.check(input, await context.locale()),
  }),
);
