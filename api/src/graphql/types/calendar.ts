// The travel calendar over GraphQL, over services/calendar. Public: no sign-in
// needed, and any API token may read it.
import type { DestinationMonth, LongWeekend, TravelCalendar } from '../../services/calendar/calendar.js';
import type { Holiday, HolidaySource } from '../../services/calendar/holiday-data.js';
import { builder } from '../builder.js';

const PhilippineHolidayType = builder.enumType('PhilippineHolidayType', {
  description: 'How the proclamation declares a day.',
  values: {
    REGULAR: { value: 'regular', description: 'Regular holiday: a day off.' },
    SPECIAL_NON_WORKING: { value: 'special-non-working', description: 'Special non-working day: a day off.' },
    SPECIAL_WORKING: {
      value: 'special-working',
      description: 'Special working day: commemorated, but a normal working day (not a day off).',
    },
  } as const,
});

const CalendarSource = builder.objectRef<HolidaySource>('CalendarSource').implement({
  description: 'Where a calendar fact comes from.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'What the source is, in short.' }),
    url: t.exposeString('url', { description: 'Its address.' }),
    date: t.exposeString('date', { description: 'The date the source states: YYYY, YYYY-MM or YYYY-MM-DD.' }),
  }),
});

const PhilippineHoliday = builder.objectRef<Holiday>('PhilippineHoliday').implement({
  description: 'A nationwide Philippine holiday or special day, as proclaimed.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'The day, YYYY-MM-DD.' }),
    key: t.exposeString('key', { description: 'Stable id of the holiday, e.g. good-friday.' }),
    name: t.exposeString('name', { description: 'Its name as the proclamation gives it, e.g. Good Friday.' }),
    type: t.expose('type', { type: PhilippineHolidayType, description: 'Regular, special non-working or working.' }),
    dayOff: t.boolean({
      description: 'True for regular holidays and special non-working days.',
      resolve: (holiday) => holiday.type !== 'special-working',
    }),
  }),
});

const LongWeekendRef = builder.objectRef<LongWeekend>('LongWeekend').implement({
  description:
    'Three or more days off in a row (weekend plus holidays) that touch the month; it may start or end in the next or previous month.',
  fields: (t) => ({
    start: t.exposeString('start', { description: 'First day off, YYYY-MM-DD.' }),
    end: t.exposeString('end', { description: 'Last day off, YYYY-MM-DD.' }),
    days: t.exposeInt('days', { description: 'How many days off in a row.' }),
    holidays: t.field({
      type: [PhilippineHoliday],
      description: 'The holidays that make it long.',
      resolve: (weekend) => weekend.holidays,
    }),
  }),
});

const Proclamation = builder.objectRef<NonNullable<TravelCalendar['proclamation']>>('HolidayProclamation').implement({
  description: "The presidential proclamation that declares the year's holidays.",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'E.g. Proclamation No. 1006, s. 2025.' }),
    signed: t.exposeString('signed', { description: 'When it was signed, YYYY-MM-DD.' }),
    sources: t.field({
      type: [CalendarSource],
      description: 'The proclamation and reports of it.',
      resolve: (proclamation) => proclamation.sources,
    }),
  }),
});

const DestinationEvent = builder.objectRef<DestinationMonth['events'][number]>('DestinationEvent').implement({
  description: 'A festival or seasonal event at the destination.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'E.g. Sapporo Snow Festival.' }),
    where: t.exposeString('where', { nullable: true, description: 'City or area; null when nationwide or unknown.' }),
    note: t.exposeString('note', { nullable: true, description: 'When it happens, or a tip.' }),
  }),
});

const DestinationMonthRef = builder.objectRef<DestinationMonth>('DestinationMonth').implement({
  description: "The destination's season in the month, from Lakbay's curated data.",
  fields: (t) => ({
    season: t.exposeString('season', { description: 'E.g. Winter, Rainy season, Typhoon season.' }),
    weather: t.exposeString('weather', { description: 'What the weather is like.' }),
    notes: t.exposeStringList('notes', { description: 'What a traveler should know that month.' }),
    events: t.field({
      type: [DestinationEvent],
      description: 'Festivals and seasonal events.',
      resolve: (month) => month.events,
    }),
    sources: t.field({
      type: [CalendarSource],
      description: 'Where the season facts come from.',
      resolve: (month) => month.sources,
    }),
  }),
});

const TravelCalendarRef = builder.objectRef<TravelCalendar>('TravelCalendar').implement({
  description: 'Philippine holidays and long weekends in the travel month, and the destination’s season then.',
  fields: (t) => ({
    countryCode: t.exposeString('countryCode', { description: 'Destination code, e.g. JP.' }),
    country: t.exposeString('country', { description: 'Destination name, e.g. Japan.' }),
    month: t.exposeInt('month', { description: 'The travel month, 1 to 12.' }),
    year: t.exposeInt('year', {
      description: 'The travel year: the one asked for, else the next time the month comes round (in Manila).',
    }),
    holidaysDeclared: t.exposeBoolean('holidaysDeclared', {
      description:
        "False when the year's holiday proclamation is not in our data yet: holidays and long weekends are then unknown, not absent.",
    }),
    holidays: t.field({
      type: [PhilippineHoliday],
      description: 'Philippine holidays and special days in the month, in date order; empty when not declared.',
      resolve: (calendar) => calendar.holidays,
    }),
    longWeekends: t.field({
      type: [LongWeekendRef],
      description: 'Long weekends that touch the month, in date order; empty when not declared.',
      resolve: (calendar) => calendar.longWeekends,
    }),
    proclamation: t.field({
      type: Proclamation,
      nullable: true,
      description: "The year's holiday proclamation; null when it is not in our data.",
      resolve: (calendar) => calendar.proclamation,
    }),
    holidaysLastChecked: t.exposeString('holidaysLastChecked', {
      description: 'When the holiday data was last checked, YYYY-MM-DD.',
    }),
    destination: t.field({
      type: DestinationMonthRef,
      description: "The destination's season, weather and festivals in the month.",
      resolve: (calendar) => calendar.destination,
    }),
    destinationLastChecked: t.exposeString('destinationLastChecked', {
      description: "When the destination's data was last checked, YYYY-MM-DD.",
    }),
  }),
});

builder.queryField('travelCalendar', (t) =>
  t.field({
    type: TravelCalendarRef,
    description: 'Philippine holidays, long weekends and the destination’s season for a travel month. Public.',
    args: {
      country: t.arg.string({ required: true, description: 'Destination country code, e.g. JP.' }),
      month: t.arg.int({ required: true, description: 'Travel month, 1 to 12.' }),
      year: t.arg.int({
        required: false,
        description: 'Travel year (e.g. from a saved start date); left out: the next time the month comes round.',
      }),
    },
    resolve: (_root, args, context) => context.services.calendar.travelCalendar(args),
  }),
);
