// Types t() keys from the English catalogues: a misspelt or missing key fails `tsc -p web`.
// Add one line per namespace (web/src/locales/en/<namespace>.json).
import type auth from './en/auth.json';
import type booking from './en/booking.json';
import type calendar from './en/calendar.json';
import type common from './en/common.json';
import type contact from './en/contact.json';
import type deals from './en/deals.json';
import type generation from './en/generation.json';
import type landing from './en/landing.json';
import type legal from './en/legal.json';
import type localSecrets from './en/localSecrets.json';
import type offline from './en/offline.json';
import type pages from './en/pages.json';
import type profile from './en/profile.json';
import type readiness from './en/readiness.json';
import type route from './en/route.json';
import type share from './en/share.json';
import type trips from './en/trips.json';
import type visa from './en/visa.json';
// The input rules' messages live with the rules (validation/).
import type validation from '@lakbay/validation/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      booking: typeof booking;
      calendar: typeof calendar;
      common: typeof common;
      contact: typeof contact;
      deals: typeof deals;
      generation: typeof generation;
      landing: typeof landing;
      legal: typeof legal;
      localSecrets: typeof localSecrets;
      offline: typeof offline;
      pages: typeof pages;
      profile: typeof profile;
      readiness: typeof readiness;
      route: typeof route;
      share: typeof share;
      trips: typeof trips;
      visa: typeof visa;
      validation: typeof validation;
    };
  }
}
