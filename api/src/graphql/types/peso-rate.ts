// The dated peso exchange rates of api/data/philippines.json, for showing
// every foreign amount also in pesos. Public: the same table the planners
// convert prices with, with whether each rate is confirmed against a central
// bank, so a screen can call the others approximate.
import { PESO_RATE_STATUSES, type PesoRate, type PesoRateStatus } from '../../domain/catalogue/philippines-data.js';
import { builder } from '../builder.js';

const descriptions: Record<PesoRateStatus, string> = {
  sourced: "A central bank's own reference rate, or the cross of one central bank's rates of one day.",
  derived: 'Worked out from other published rates: approximate, not confirmed against a central bank.',
  unverified: 'From a reprint, an aggregator or a code file: approximate, not confirmed against a central bank.',
};

export const PesoRateStatusEnum = builder.enumType('PesoRateStatus', {
  description: 'How a peso rate was sourced.',
  values: Object.fromEntries(PESO_RATE_STATUSES.map((status) => [status, { description: descriptions[status] }])) as {
    [status in PesoRateStatus]: { description: string };
  },
});

const PesoRateRef = builder.objectRef<PesoRate>('PesoRate').implement({
  description: 'The dated exchange rate that gives amounts in a foreign currency their peso equivalent.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'The foreign currency, e.g. JPY.' }),
    php: t.exposeFloat('php', { description: 'Pesos for one unit of it, e.g. 0.3858.' }),
    date: t.exposeString('date', {
      description: 'The date of the rate: YYYY-MM-DD, or YYYY-MM when the source gives only the month.',
    }),
    status: t.expose('status', { type: PesoRateStatusEnum, description: 'How the rate was sourced.' }),
    confirmed: t.exposeBoolean('confirmed', {
      description:
        'Whether the rate is confirmed against a central bank (status sourced). When false, show it as an approximate rate that is not confirmed.',
    }),
  }),
});

builder.queryField('pesoRates', (t) =>
  t.field({
    type: [PesoRateRef],
    description:
      'Pesos per unit of each foreign currency, with the date of the rate and whether it is confirmed against a central bank. A currency missing here has no dated rate: show no peso equivalent. Public.',
    resolve: (_root, _args, context) => context.services.planner.pesoRates(),
  }),
);
