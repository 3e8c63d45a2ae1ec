// The curated planner facts with one exchange rate taken out of philippines.json,
// as if it had never been sourced: what a missing rate does to every path.
import { readFileSync } from 'node:fs';
import { loadCountry, loadDomestic } from '../domain/catalogue/destination-data.js';
import type { PlannerData } from '../planners/offline-planner.js';
import { philippinesFacts } from '../domain/catalogue/philippines-data.js';

export function plannerDataWithoutRate(currency: string): PlannerData {
  const raw = JSON.parse(readFileSync(new URL('../../data/philippines.json', import.meta.url), 'utf8'));
  delete raw.exchangeRates.rates[currency];
  const facts = philippinesFacts(raw);
  return { country: loadCountry, domestic: loadDomestic, philippines: () => facts };
}
