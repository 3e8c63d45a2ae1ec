// A stock photo of a trip's destination for its card (docs/product/trips.md), when the
// server has an Unsplash key. Its own query rather than a Trip field, so a trip
// list never waits on the photo search: the cards draw their local art at once
// and show the photo when it arrives.
import type { DestinationPhoto } from '../../services/photos/photos.js';
import { builder } from '../builder.js';

const DestinationPhotoRef = builder.objectRef<DestinationPhoto>('DestinationPhoto').implement({
  description:
    'A photo from Unsplash with the attribution its guidelines require: show the photographer’s name and link to them and to Unsplash.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The picture on Unsplash’s CDN (images.unsplash.com), landscape.' }),
    alt: t.exposeString('alt', { description: 'What the photo shows, for its alt text.' }),
    photographerName: t.exposeString('photographerName', { description: 'Who took it.' }),
    photographerUrl: t.exposeString('photographerUrl', { description: 'The photographer’s Unsplash profile.' }),
    photoPageUrl: t.exposeString('photoPageUrl', { description: 'The photo’s page on Unsplash.' }),
  }),
});

builder.queryField('destinationPhoto', (t) =>
  t.field({
    type: DestinationPhotoRef,
    nullable: true,
    description:
      'A photo of a destination for trip cards. Null when no photo service is configured, none is found or the search fails (the card then shows its own art). Verified users only.',
    args: {
      destination: t.arg.string({
        required: true,
        description: 'A trip’s `destinationCountry`: a country code (e.g. JP) or a destination name.',
      }),
    },
    resolve: async (_root, { destination }, context) => {
      await context.services.auth.requireVerifiedUser(context.userId);
      return context.services.photos.forDestination(destination);
    },
  }),
);
