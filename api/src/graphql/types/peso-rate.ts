// The dated peso exchange rates of api/data/philippines.json, for showing
// every foreign amount also in pesos. Public: the same table the planners
// convert prices with.
import type { PesoRate } from '../../domain/catalogue/philippines-data.js';
import { builder } from '../builder.js';

const PesoRateRef = builder.objectRef<PesoRate>('PesoRate').implement({
  description: 'The dated exchange rate that gives amounts in a foreign currency their peso equivalent.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'The foreign currency, e.g. JPY.' }),
    php: t.exposeFloat('php', { description: 'Pesos for one unit of it, e.g. 0.3742.' }),
    date: t.exposeString('date', {
      description: 'The date of the rate: YYYY-MM-DD, or YYYY-MM when the source gives only the month.',
    }),
  }),
});

builder.queryField('pesoRates', (t) =>
  t.field({
    type: [PesoRateRef],
    description:
      'Pesos per unit of each foreign currency, with the date of the rate. A currency missing here (e.g. VND) has no dated rate: show no peso equivalent. Public.',
    resolve: (_root, _args, context) => context.services.planner.pesoRates(),
  }),
);
