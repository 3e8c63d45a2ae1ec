// Departure readiness for a trip within the Philippines (issue #19 point 3).
// At home there is no passport, visa, eTravel, travel tax or Bureau of
// Immigration check: the checklist asks instead for a valid ID, the local fees
// and what each destination asks visitors to book or pay ahead, the boats, and
// in the typhoon months the PAGASA and Coast Guard advisories. Every item quotes
// api/data/destinations/PH.json and carries its sources, like checklist.ts.
import type { Locale } from '../../lib/i18n.js';
import type { DomesticCity, DomesticData } from '../../domain/catalogue/destination-data.js';
import { GOVERNMENT_ID_TIP } from '../../domain/catalogue/destination-data.js';
import { checklistWords, itemMaker, type ChecklistItem, type ChecklistTrip } from './checklist.js';

/** What the domestic checklist reads of a trip, besides the common fields. */
export type DomesticChecklistTrip = ChecklistTrip & { cities: string[]; travelMonth: number };

/** The month notes that warn of tropical cyclones name them so. */
const CYCLONE_NOTE = /tropical cyclone/i;

export function computeDomesticChecklist(
  trip: DomesticChecklistTrip,
  data: DomesticData,
  ticked: ReadonlySet<string> = new Set(),
  locale: Locale = 'en',
): ChecklistItem[] {
  const { say, peso } = checklistWords(locale);
  const item = itemMaker(data.sources, data.lastChecked);
  const cities = trip.cities
    .map((name) => data.cities.find((city) => city.name.toLowerCase() === name.toLowerCase()))
    .filter((city): city is DomesticCity => city !== undefined);
  const tip = (pattern: RegExp) => data.tips.find((each) => pattern.test(each.text))!;
  const items: ChecklistItem[] = [];

  const id = tip(GOVERNMENT_ID_TIP);
  items.push(
    item({
      id: 'valid-id',
      title: say('domestic.validId.title'),
      detail: id.text,
      status: 'todo',
      sourceIds: id.sources,
    }),
  );

  const fees = cities.flatMap((city) => city.localFees.map((fee) => ({ city, fee })));
  items.push(
    item({
      id: 'local-fees',
      title: say('domestic.localFees.title'),
      detail: !cities.length
        ? say('domestic.noCities')
        : fees.length
          ? fees.map(({ city, fee }) => `${fee.name} (${city.name}), ${peso(fee.amountPHP)}: ${fee.note}`).join(' ')
          : say('domestic.localFees.none'),
      status: fees.length ? 'todo' : 'not-needed',
      amountPHP: fees.length ? fees.reduce((sum, { fee }) => sum + fee.amountPHP, 0) : null,
      caveat: fees.some(({ fee }) => fee.status === 'unverified') ? say('domestic.localFees.unverified') : null,
      sourceIds: fees.flatMap(({ fee }) => fee.sources),
    }),
  );

  const registrations = cities.flatMap((city) => city.registrations.map((registration) => ({ city, registration })));
  items.push(
    item({
      id: 'registrations',
      title: say('domestic.registrations.title'),
      detail: !cities.length
        ? say('domestic.noCities')
        : registrations.length
          ? registrations.map(({ city, registration }) => `${city.name}: ${registration.text}`).join(' ')
          : say('domestic.registrations.none'),
      status: registrations.length ? 'todo' : 'not-needed',
      sourceIds: registrations.flatMap(({ registration }) => registration.sources),
    }),
  );

  const boats = tip(/Coast Guard/);
  items.push(
    item({
      id: 'boats',
      title: say('domestic.boats.title'),
      detail: say('domestic.boats.detail', { rule: boats.text }),
      status: 'todo',
      sourceIds: boats.sources,
    }),
  );

  const month = data.months[String(trip.travelMonth)]!;
  const cyclones = month.notes.find((note) => CYCLONE_NOTE.test(note));
  items.push(
    item({
      id: 'weather',
      title: say('domestic.weather.title'),
      detail: cyclones
        ? say('domestic.weather.typhoonMonth', { season: month.season, note: cyclones })
        : say('domestic.weather.calm', { season: month.season }),
      status: cyclones ? 'todo' : 'not-needed',
      sourceIds: month.sources,
    }),
  );

  // A ticked step is done, as on the foreign checklist.
  return items.map((each) => (each.status === 'todo' && ticked.has(each.id) ? { ...each, status: 'done' } : each));
}
