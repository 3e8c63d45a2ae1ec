// The contact and quote form and the deals newsletter over GraphQL: the twin of
// rest/contact.ts, over the same contact service. Public: no sign-in needed.
import { translate, type MessageLike } from '../../lib/messages.js';
import type { ContactTripType } from '@lakbay/validation/contact-fields';
import type { ContactReceipt } from '../../services/contact/contact.js';
import { builder } from '../builder.js';
import { requestMeta } from '../context.js';

const ContactTripTypeEnum = builder.enumType('ContactTripType', {
  description: 'Who is traveling: the quote page’s trip-type checkboxes (docs/product/deals-and-quotes.md).',
  values: {
    solo: { description: 'One traveler.' },
    couple: { description: 'Two traveling as a couple.' },
    family: { description: 'A family.' },
    friends: { description: 'A group of friends.' },
    business: { description: 'A business trip.' },
  } satisfies Record<ContactTripType, { description: string }>,
});

const ContactRequestInput = builder.inputType('ContactRequestInput', {
  description:
    'A contact or package-quote request (docs/product/deals-and-quotes.md). The quote page’s terms checkbox is not sent.',
  fields: (t) => ({
    fullName: t.string({ required: true, description: 'At least 2 characters.' }),
    email: t.string({ required: true, description: 'Where we reply.' }),
    phone: t.string({
      required: true,
      description: '6 to 30 characters of digits, spaces, +, -, dots and brackets, with at least 6 digits.',
    }),
    travelDetails: t.string({
      required: true,
      description: 'The trip in the traveler’s words: at least 10 characters.',
    }),
    tripTypes: t.field({
      type: [ContactTripTypeEnum],
      required: false,
      description: 'The checked trip types, if any; stored once each. The home page’s form has none.',
    }),
  }),
});

const ContactReceiptRef = builder.objectRef<ContactReceipt>('ContactReceipt').implement({
  description: 'A stored contact request.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The request’s number.' }),
    message: t.string({
      description: 'The confirmation to show, promising a reply within 24 hours.',
      resolve: async (receipt, _args, context) => translate(await context.locale(), receipt.message),
    }),
  }),
});

const NewsletterSubscriptionRef = builder
  .objectRef<{ email: string; message: MessageLike }>('NewsletterSubscription')
  .implement({
    description: 'A sign-up for the travel deals newsletter.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The address as stored: trimmed and lower-cased.' }),
      message: t.string({
        description: 'The confirmation to show; the same whether or not the address had signed up before.',
        resolve: async (subscription, _args, context) => translate(await context.locale(), subscription.message),
      }),
    }),
  });

builder.mutationFields((t) => ({
  submitContactRequest: t.field({
    type: ContactReceiptRef,
    description: 'Stores a contact or quote request. Public; a few per hour from one address.',
    args: { input: t.arg({ type: ContactRequestInput, required: true, description: 'The form’s fields.' }) },
    resolve: async (_root, { input }, context) => context.services.contact.submit(input, await requestMeta(context)),
  }),

  subscribeNewsletter: t.field({
    type: NewsletterSubscriptionRef,
    description: 'Signs an address up for the deals newsletter. Public and idempotent.',
    args: { email: t.arg.string({ required: true, description: 'The address to sign up.' }) },
    resolve: async (_root, { email }, context) =>
      context.services.contact.subscribeNewsletter({ email }, await requestMeta(context)),
  }),
}));
