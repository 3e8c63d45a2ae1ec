// The `validation` namespace in English (the wording of docs/product/): one
// file per domain. Both apps load it: api/src/lib/i18n.ts, web/src/lib/i18n.ts.
import accounts from './en/accounts.json' with { type: 'json' };
import apiTokens from './en/apiTokens.json' with { type: 'json' };
import bookings from './en/bookings.json' with { type: 'json' };
import contact from './en/contact.json' with { type: 'json' };
import dayChange from './en/dayChange.json' with { type: 'json' };
import expenses from './en/expenses.json' with { type: 'json' };
import localSecrets from './en/localSecrets.json' with { type: 'json' };
import members from './en/members.json' with { type: 'json' };
import readiness from './en/readiness.json' with { type: 'json' };
import tripPlaces from './en/tripPlaces.json' with { type: 'json' };
import tripRequest from './en/tripRequest.json' with { type: 'json' };
import trips from './en/trips.json' with { type: 'json' };
import visa from './en/visa.json' with { type: 'json' };

export default {
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
