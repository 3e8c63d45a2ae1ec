// Travel deals over GraphQL (docs/product/deals-and-quotes.md), over the deals service. Public.
// Only deals still valid today (Manila time) are ever returned.
import { DealType } from '../../generated/prisma/enums.js';
import { discountPercent } from '../../services/deals/deal-data.js';
import { builder } from '../builder.js';

const DealTypeEnum = builder.enumType('DealType', {
  description: 'What a deal is for.',
  values: {
    flight: { value: DealType.flight, description: 'A flight.' },
    hotel: { value: DealType.hotel, description: 'A hotel stay.' },
    package: { value: DealType.package, description: 'A package of travel and stay.' },
  },
});

builder.prismaObject('Deal', {
  description: 'A sample travel deal: an illustrative offer, not a live price from the provider.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable slug, e.g. mnl-tokyo-pal.' }),
    type: t.expose('type', { type: DealTypeEnum, description: 'Flight, hotel or package.' }),
    title: t.exposeString('title', { description: 'Short name, e.g. Manila to Tokyo round trip.' }),
    description: t.exposeString('description', { description: 'What the deal includes.' }),
    originalPrice: t.exposeInt('originalPrice', { description: 'The usual price, in whole units of `currency`.' }),
    discountedPrice: t.exposeInt('discountedPrice', { description: 'The deal price, in whole units of `currency`.' }),
    discountPercent: t.int({
      description: 'Whole percent off, computed from the two prices.',
      select: { originalPrice: true, discountedPrice: true },
      resolve: (deal) => discountPercent(deal),
    }),
    currency: t.exposeString('currency', { description: 'Three-letter code of both prices; always PHP.' }),
    validUntil: t.string({
      description: 'The last day the deal is offered, YYYY-MM-DD (a calendar day in Manila).',
      select: { validUntil: true },
      resolve: (deal) => deal.validUntil.toISOString().slice(0, 10),
    }),
    imageKey: t.exposeString('imageKey', { description: 'Names a cover image the web app ships; never a URL.' }),
    provider: t.exposeString('provider', { description: 'Who would sell it, e.g. Philippine Airlines.' }),
    featured: t.exposeBoolean('featured', { description: 'Shown under Featured Deals.' }),
  }),
});

builder.queryField('deals', (t) =>
  t.prismaField({
    type: ['Deal'],
    description: 'Sample deals still on offer today, featured first, then the soonest to end. Public.',
    args: {
      type: t.arg({ type: DealTypeEnum, required: false, description: 'Only deals of this type.' }),
      featuredOnly: t.arg.boolean({ required: false, description: 'Only featured deals.' }),
    },
    resolve: (query, _root, args, context) => context.services.deals.list(args, query),
  }),
);
