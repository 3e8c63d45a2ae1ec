// The `validation` namespace in Filipino: the same keys as English (catalogues.test.ts).
import type en from './en.js';
import accounts from './fil/accounts.json' with { type: 'json' };
import apiTokens from './fil/apiTokens.json' with { type: 'json' };
import bookings from './fil/bookings.json' with { type: 'json' };
import contact from './fil/contact.json' with { type: 'json' };
import dayChange from './fil/dayChange.json' with { type: 'json' };
import expenses from './fil/expenses.json' with { type: 'json' };
import localSecrets from './fil/localSecrets.json' with { type: 'json' };
import members from './fil/members.json' with { type: 'json' };
import readiness from './fil/readiness.json' with { type: 'json' };
import tripPlaces from './fil/tripPlaces.json' with { type: 'json' };
import tripRequest from './fil/tripRequest.json' with { type: 'json' };
import trips from './fil/trips.json' with { type: 'json' };
import visa from './fil/visa.json' with { type: 'json' };

const fil: typeof en = {
  accounts,
  apiTokens,
  bookings,
  contact,
  dayChange,
  expenses,
  localSecrets,
  members,
  readiness,
  tripPlaces,
  tripRequest,
  trips,
  visa,
};

export default fil;
