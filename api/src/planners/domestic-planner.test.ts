// Trips within the Philippines (issue #19): the curated PH.json data, and the
// offline planner over it. At home there is no visa, travel tax or eTravel; the
// costs outside the days are the journeys from and back to the origin airport,
// its domestic terminal fee and each city's local fees, and a journey without a
// sourced fare is counted as 0 and said plainly.
import { describe, expect, it } from 'vitest';
import { dayTotal, itinerarySchema, itineraryTotal, type Itinerary } from '@lakbay/validation/itinerary';
import {
  checkSourceReferences,
  loadDomestic,
  ORIGIN_AIRPORT_CODES,
  PREFERENCES,
  type DomesticCity,
} from '../domain/catalogue/destination-data.js';
import { planTrip } from './offline-planner.js';
import { phrasesFor } from './planner.js';
import { tripRequestSchema, type TripRequest } from '../domain/itinerary/trip-request.js';

const say = phrasesFor('en');
const domestic = loadDomestic();
const city = (name: string) => domestic.cities.find((each) => each.name === name)!;

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const request = (fields: Record<string, unknown>): TripRequest =>
  tripRequestSchema.parse({
    destinationCountry: 'PH',
    travelMonth: 2,
    currency: 'PHP',
    preferences: ['adventure', 'instagrammable'],
    ...fields,
  });

const amountOf = (itinerary: Itinerary, label: string) =>
  itinerary.extraCosts.find((cost) => cost.label === label)?.amount;

/** What every domestic itinerary carries, and what it must not. */
function expectDomestic(itinerary: Itinerary, trip: TripRequest) {
  expect(itinerarySchema.parse(itinerary)).toEqual(itinerary);
  expect(itinerary.duration).toBe(trip.duration);
  expect(itinerary.totalBudget).toBe(itineraryTotal(itinerary));
  expect(itinerary.destination).toMatch(/, Philippines$/);
  const labels = itinerary.extraCosts.map((cost) => cost.label);
  expect(labels.some((label) => /travel tax|Round-trip flights/i.test(label))).toBe(false);
  expect(labels.some((label) => label.startsWith('Getting to '))).toBe(true);
  expect(labels.some((label) => label.startsWith('Getting home from '))).toBe(true);
  expect(itinerary.tips).toContain(say('tip.domestic'));
  // Said once: the curated tip on IDs (the checklist's) would repeat the domestic tip.
  expect(itinerary.tips.filter((tip) => /government ID/.test(tip))).toEqual([say('tip.domestic')]);
  expect(itinerary.tips.some((tip) => /eTravel \(|Bureau of Immigration|Visa Help/.test(tip))).toBe(false);
}

describe('the Philippines as a destination: curated data', () => {
  it('has Boracay, Palawan, the Visayas and Mindanao islands, Baguio and the Ilocos coast, each cited source listed', () => {
    expect(domestic.cities.map((each) => each.name)).toEqual([
      'Boracay',
      'El Nido',
      'Puerto Princesa',
      'Coron',
      'Cebu',
      'Bohol',
      'Siargao',
      'Baguio',
      'Siquijor',
      'Camiguin',
      'La Union',
      'Ilocos Norte',
      'Davao',
      'Batanes',
    ]);
    expect(checkSourceReferences(domestic)).toEqual([]);
  });

  it.each(domestic.cities.map((each) => [each.name, each] as [string, DomesticCity]))(
    '%s: at least 8 places, each within 60 km of the city, in Manila time',
    (_, each) => {
      expect(each.timeZone).toBe('Asia/Manila');
      expect(each.places.length).toBeGreaterThanOrEqual(8);
      const far = each.places.filter((place) => distanceKm(place.position!, each.center) > 60);
      expect(far.map((place) => place.name)).toEqual([]);
    },
  );

  it('says how to get to every city from each of the 10 origin airports, or plainly that it has no fare', () => {
    const sources = new Map(domestic.sources.map((source) => [source.id, source]));
    for (const each of domestic.cities) {
      expect(Object.keys(each.gettingThere).sort()).toEqual([...ORIGIN_AIRPORT_CODES].sort());
      for (const [origin, journey] of Object.entries(each.gettingThere)) {
        if (journey.oneWayPHP === null) {
          expect(journey.status).toBe('unknown');
          expect(journey.description).toMatch(/no (sourced|current|typical) fare|no fare dated 2026/i);
        } else if (journey.mode !== 'walk') {
          // Issue 30 item 3: a fare is priced only when a published source dated 2026 states it.
          const dated = journey.sources.some((id) => {
            const source = sources.get(id) as { date?: string; undated?: boolean; estimate?: boolean } | undefined;
            return Boolean(source?.date?.startsWith('2026') && !source.undated && !source.estimate);
          });
          expect(dated, `${each.name} from ${origin}: a fare with no source dated 2026`).toBe(true);
        }
      }
    }
    // No published fare dated 2026 was found for any journey from home (checked 2026-11-29): the earlier
    // fares (2017-2025 reports, undated guides, curator estimates) are kept in the descriptions, unpriced.
    expect(city('Boracay').gettingThere.CEB).toMatchObject({ mode: 'flight', oneWayPHP: null, status: 'unknown' });
    expect(city('Puerto Princesa').gettingThere.MNL).toMatchObject({ oneWayPHP: null, status: 'unknown' });
    expect(city('Bohol').gettingThere.CEB).toMatchObject({ mode: 'ferry', oneWayPHP: null, status: 'unknown' });
    expect(city('Bohol').gettingThere.CEB.description).toMatch(/OceanJet or SuperCat/);
    // Since 29 March 2026 the turboprop flights to Siargao, Busuanga (Coron), El Nido and Camiguin no longer
    // leave Manila: Siargao and Coron are flown from Clark, and from Manila the plan says so and prices nothing.
    expect(city('Siargao').gettingThere.MNL).toMatchObject({ mode: 'none', oneWayPHP: null, status: 'unknown' });
    expect(city('Siargao').gettingThere.MNL.description).toMatch(/No direct Manila-Siargao flight since 29 March 2026/);
    expect(city('Siargao').gettingThere.CRK).toMatchObject({ mode: 'flight', oneWayPHP: null, status: 'unknown' });
    expect(city('Siargao').gettingThere.CRK.description).toMatch(/Fly Clark-Siargao direct: Philippine Airlines/);
    expect(city('Siargao').gettingThere.ILO.description).toMatch(/connect through Cebu .* or Clark/);
    expect(city('Coron').gettingThere.MNL).toMatchObject({ oneWayPHP: null, status: 'unknown' });
    expect(city('Coron').gettingThere.CRK.description).toMatch(/Clark-Busuanga/);
    expect(city('Coron').gettingThere.DVO.description).not.toMatch(/through Manila/);
    expect(city('El Nido').gettingThere.MNL.description).not.toMatch(/AirSWIFT direct/);
    expect(city('Camiguin').gettingThere.MNL).toMatchObject({ oneWayPHP: null, status: 'unknown' });
    expect(city('Baguio').gettingThere.MNL).toMatchObject({ mode: 'bus', oneWayPHP: null, status: 'unknown' });
    expect(city('Baguio').gettingThere.MNL.description).toMatch(/PHP 626 from Cubao .* \(July 2023\)/);
    expect(city('La Union').gettingThere.MNL).toMatchObject({ mode: 'bus', oneWayPHP: null, status: 'unknown' });
    expect(city('Camiguin').gettingThere.CEB).toMatchObject({ mode: 'flight', status: 'unknown' });
  });

  it('dates every source and keeps every place and city centre inside the Philippines', () => {
    for (const source of domestic.sources) {
      expect(source.date, source.id).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      expect(source.url, source.id).toMatch(/^https?:\/\//);
    }
    for (const each of domestic.cities) {
      expect(each.sources.length, each.name).toBeGreaterThan(0);
      for (const point of [each.center, ...each.places.map((place) => place.position!)]) {
        expect(point.lat).toBeGreaterThanOrEqual(4.5);
        expect(point.lat).toBeLessThanOrEqual(21.5);
        expect(point.lng).toBeGreaterThanOrEqual(116);
        expect(point.lng).toBeLessThanOrEqual(127);
      }
      for (const place of each.places) expect(place.sources.length, place.name).toBeGreaterThan(0);
    }
    // Baguio is in the Cordillera, Siargao off north-east Mindanao, Cebu and Bohol in the Central Visayas.
    expect(city('Baguio').center.lat).toBeGreaterThan(16);
    expect(city('Siargao').center.lng).toBeGreaterThan(126);
  });

  it('lists the local fees: Boracay environmental and terminal fees, El Nido eco-tourism fee, Siquijor and Batanes fees', () => {
    const fees = (name: string) => city(name).localFees.map((fee) => [fee.name, fee.amountPHP, fee.status]);
    expect(fees('Boracay')).toEqual([
      ['Boracay environmental fee', 150, 'sourced'],
      ['Caticlan jetty port terminal fee', 150, 'sourced'],
      ['Boat Caticlan-Boracay, both ways', 100, 'sourced'],
    ]);
    expect(fees('El Nido')).toEqual([['El Nido Eco-Tourism Development Fee (ETDF)', 200, 'sourced']]);
    expect(fees('Siquijor')).toEqual([['Siquijor tourism ecological fee', 50, 'sourced']]);
    expect(fees('Batanes')).toEqual([['Batanes ecotourism fee', 350, 'sourced']]);
    // No island- or province-wide fee is sourced for Camiguin or La Union: none is invented.
    expect(fees('Camiguin')).toEqual([]);
    expect(fees('La Union')).toEqual([]);
    const tours = city('El Nido').places.filter((place) => place.name.startsWith('Island hopping Tour'));
    expect(tours.map((tour) => tour.cost.budget)).toEqual([1200, 1300, 1400, 1200]);
  });

  it('names the seasons: amihan, habagat, typhoon months, Holy Week and Christmas', () => {
    const text = (month: number) => JSON.stringify(domestic.months[String(month)]);
    expect(text(1)).toMatch(/Amihan/);
    expect(text(7)).toMatch(/Habagat/);
    for (const month of [7, 8, 9, 10, 11]) expect(text(month)).toMatch(/PAGASA/);
    expect(text(3)).toMatch(/Holy Week/);
    expect(text(4)).toMatch(/Holy Week/);
    expect(text(12)).toMatch(/Christmas/);
  });
});

describe('the offline planner at home', () => {
  it('plans a 5-day Boracay trip from Cebu within budget, with the fees and the journeys', () => {
    const trip = request({ originAirport: 'CEB', cities: ['Boracay'], duration: 5, budget: 25000 });
    const { budgetItinerary: budget, experienceItinerary: experience } = planTrip(trip);
    for (const itinerary of [budget, experience]) {
      expectDomestic(itinerary, trip);
      expect(itinerary.totalBudget).toBeLessThanOrEqual(25000);
      expect(amountOf(itinerary, 'Boracay environmental fee')).toBe(150);
      expect(amountOf(itinerary, 'Caticlan jetty port terminal fee')).toBe(150);
      expect(amountOf(itinerary, 'Boat Caticlan-Boracay, both ways')).toBe(100);
      expect(amountOf(itinerary, 'Domestic terminal fee (CEB)')).toBe(365);
    }
    // No fare dated 2026 for the flight: it counts as 0, and the plan says so where it names the route.
    expect(amountOf(budget, 'Getting to Boracay from CEB (one way)')).toBe(0);
    expect(amountOf(budget, 'Getting home from Boracay to CEB (one way)')).toBe(0);
    expect(amountOf(experience, 'Getting to Boracay from CEB (one way)')).toBe(0);
    expect(budget.extraCosts[0]!.note).toContain(say('cost.journeyUnknown'));
    expect(budget.extraCosts[0]!.note).toContain('Cebu-Caticlan');
    expect(budget.tips).toContain(say('tip.unpricedJourney', { origin: 'Cebu', city: 'Boracay' }));
    expect(budget.overview).toContain('within the Philippines');
    expect(budget.days[0]!.activities[0]).toMatch(/^Travel from Cebu \(CEB\) to Boracay/);
    expect(budget.days[0]!.transportation).toContain('Getting to Boracay: Fly Cebu-Caticlan');
    expect(budget.days.at(-1)!.title).toBe('Last day in Boracay and head home');
    expect(budget.tips.some((tip) => tip.startsWith('This plan uses'))).toBe(true);
  });

  it('plans a 7-day Palawan trip from Manila within budget: Puerto Princesa, the van north, El Nido', () => {
    const trip = request({ originAirport: 'MNL', cities: ['Puerto Princesa', 'El Nido'], duration: 7, budget: 40000 });
    const { budgetItinerary: budget, experienceItinerary: experience } = planTrip(trip);
    for (const itinerary of [budget, experience]) {
      expectDomestic(itinerary, trip);
      expect(itinerary.totalBudget).toBeLessThanOrEqual(40000);
      expect(itinerary.destination).toBe('Puerto Princesa, El Nido, Philippines');
      expect(amountOf(itinerary, 'El Nido Eco-Tourism Development Fee (ETDF)')).toBe(200);
      expect(amountOf(itinerary, 'Domestic terminal fee (MNL)')).toBe(390);
    }
    // Neither flight from Manila has a fare dated 2026: both count as 0, and the tips say so.
    expect(amountOf(budget, 'Getting to Puerto Princesa from MNL (one way)')).toBe(0);
    expect(amountOf(budget, 'Getting home from El Nido to MNL (one way)')).toBe(0);
    expect(budget.tips).toContain(say('tip.unpricedJourney', { origin: 'Manila', city: 'Puerto Princesa' }));
    expect(budget.tips).toContain(say('tip.unpricedJourney', { origin: 'Manila', city: 'El Nido' }));
    const moving = budget.days.find((day) => day.title.startsWith('Travel to El Nido'))!;
    expect(moving.transportation).toContain('Van (5-6 hours');
    expect(moving.costs.transportation).toBeGreaterThanOrEqual(430);
    // The island-hopping tours are the highlights Experience-Focused pays for.
    expect(
      experience.days.some((day) => day.activities.some((activity) => activity.startsWith('Island hopping Tour'))),
    ).toBe(true);
  });

  it('plans a 5-day Cebu and Bohol trip from Manila within budget, with the ferry across and the Chocolate Hills fee', () => {
    const trip = request({
      originAirport: 'MNL',
      cities: ['Cebu', 'Bohol'],
      duration: 5,
      budget: 35000,
      preferences: ['landmarks', 'culture'],
    });
    const { budgetItinerary: budget, experienceItinerary: experience } = planTrip(trip);
    for (const itinerary of [budget, experience]) {
      expectDomestic(itinerary, trip);
      expect(itinerary.totalBudget).toBeLessThanOrEqual(35000);
      expect(itinerary.destination).toBe('Cebu, Bohol, Philippines');
      expect(amountOf(itinerary, 'Domestic terminal fee (MNL)')).toBe(390);
      // No island-wide fee is sourced for Cebu or Bohol: none is invented.
      expect(itinerary.extraCosts.map((cost) => cost.label)).toEqual([
        'Getting to Cebu from MNL (one way)',
        'Getting home from Bohol to MNL (one way)',
        'Domestic terminal fee (MNL)',
      ]);
    }
    // No fare dated 2026 for either flight: each counts as 0 and the tips say so.
    expect(amountOf(budget, 'Getting to Cebu from MNL (one way)')).toBe(0);
    expect(amountOf(budget, 'Getting home from Bohol to MNL (one way)')).toBe(0);
    expect(budget.tips).toContain(say('tip.unpricedJourney', { origin: 'Manila', city: 'Cebu' }));
    expect(budget.tips).toContain(say('tip.unpricedJourney', { origin: 'Manila', city: 'Bohol' }));
    const crossing = budget.days.find((day) => day.title.startsWith('Travel to Bohol'))!;
    expect(crossing.transportation).toContain('Fast ferry Cebu Pier 1-Tagbilaran');
    expect(crossing.costs.transportation).toBeGreaterThanOrEqual(700);
    // Cebu's best-known landmark is in one of the two plans (each finds places of its own).
    expect(
      [budget, experience].some((itinerary) =>
        itinerary.days.some((day) =>
          day.activities.some((activity) => activity.startsWith('Basilica Minore del Santo Nino')),
        ),
      ),
    ).toBe(true);
    expect(budget.tips.some((tip) => tip.includes('is not priced in our data'))).toBe(false);
  });

  it('plans a 4-day Siargao trip from Cebu within budget, with the flight and no fare dated 2026', () => {
    const trip = request({ originAirport: 'CEB', cities: ['Siargao'], duration: 4, budget: 40000, travelMonth: 4 });
    const { budgetItinerary: budget, experienceItinerary: experience } = planTrip(trip);
    for (const itinerary of [budget, experience]) {
      expectDomestic(itinerary, trip);
      expect(itinerary.totalBudget).toBeLessThanOrEqual(40000);
      expect(itinerary.destination).toBe('Siargao, Philippines');
      expect(amountOf(itinerary, 'Domestic terminal fee (CEB)')).toBe(365);
    }
    // PAL's 2025 Siargao fares are in the note, dated; the plan counts the flight as 0 and says so.
    expect(amountOf(budget, 'Getting to Siargao from CEB (one way)')).toBe(0);
    expect(amountOf(budget, 'Getting home from Siargao to CEB (one way)')).toBe(0);
    expect(amountOf(experience, 'Getting to Siargao from CEB (one way)')).toBe(0);
    expect(budget.extraCosts[0]!.note).toContain(say('cost.journeyUnknown'));
    expect(budget.extraCosts[0]!.note).toContain('Cebu-Siargao on PAL');
    expect(budget.tips).toContain(say('tip.unpricedJourney', { origin: 'Cebu', city: 'Siargao' }));
    expect(
      budget.days.some((day) => day.activities.some((activity) => /Cloud 9|Magpupungko|Island/.test(activity))),
    ).toBe(true);
  });

  it('plans Baguio from Manila by bus, with no terminal fee for a trip that starts on the road', () => {
    const trip = request({
      originAirport: 'MNL',
      cities: ['Baguio'],
      duration: 3,
      budget: 15000,
      preferences: ['food'],
    });
    const { budgetItinerary: budget } = planTrip(trip);
    expectDomestic(budget, trip);
    expect(budget.totalBudget).toBeLessThanOrEqual(15000);
    // The 2021-2023 bus fares are in the note; no fare dated 2026, so the bus counts as 0.
    expect(amountOf(budget, 'Getting to Baguio from MNL (one way)')).toBe(0);
    expect(budget.tips).toContain(say('tip.unpricedJourney', { origin: 'Manila', city: 'Baguio' }));
    expect(budget.extraCosts.find((cost) => cost.label.startsWith('Getting to'))!.category).toBe('transportation');
    expect(budget.extraCosts.some((cost) => cost.label.startsWith('Domestic terminal fee'))).toBe(false);
  });

  it('plans a 4-day Siquijor trip from Cebu by sea within budget, with the ecological fee and no airport fee', () => {
    const trip = request({
      originAirport: 'CEB',
      cities: ['Siquijor'],
      duration: 4,
      budget: 20000,
      preferences: ['adventure', 'culture'],
      travelMonth: 5,
    });
    const { budgetItinerary: budget, experienceItinerary: experience } = planTrip(trip);
    for (const itinerary of [budget, experience]) {
      expectDomestic(itinerary, trip);
      expect(itinerary.totalBudget).toBeLessThanOrEqual(20000);
      expect(itinerary.destination).toBe('Siquijor, Philippines');
      expect(amountOf(itinerary, 'Siquijor tourism ecological fee')).toBe(50);
      // The journey starts on a ferry from Cebu Pier 1: no airport terminal fee.
      expect(itinerary.extraCosts.some((cost) => cost.label.startsWith('Domestic terminal fee'))).toBe(false);
    }
    expect(city('Siquijor').gettingThere.CEB).toMatchObject({ mode: 'ferry', oneWayPHP: null, status: 'unknown' });
    expect(amountOf(budget, 'Getting to Siquijor from CEB (one way)')).toBe(0);
    expect(amountOf(budget, 'Getting home from Siquijor to CEB (one way)')).toBe(0);
    expect(budget.extraCosts[0]!.note).toContain('OceanJet');
    expect(budget.extraCosts[0]!.note).toContain(say('cost.journeyUnknown'));
    expect(budget.extraCosts.find((cost) => cost.label === 'Siquijor tourism ecological fee')!.note).toContain(
      'when you leave the island',
    );
    expect(
      budget.days.some((day) => day.activities.some((activity) => /Cambugahay Falls|Lazi Church/.test(activity))),
    ).toBe(true);
    // From Manila the way in starts with a flight to Dumaguete whose fare no source gives: said, counted as 0.
    const fromManila = planTrip(request({ originAirport: 'MNL', cities: ['Siquijor'], duration: 4, budget: 20000 }));
    const there = fromManila.budgetItinerary.extraCosts.find(
      (cost) => cost.label === 'Getting to Siquijor from MNL (one way)',
    )!;
    expect(there.amount).toBe(0);
    expect(there.note).toContain(say('cost.journeyUnknown'));
  });

  it('names the month’s festivals where the trip goes, and only there: Sinulog for Cebu, Panagbenga for Baguio', () => {
    const plan = (cities: string[], travelMonth: number) =>
      planTrip(request({ originAirport: 'MNL', cities, duration: 3, budget: 30000, travelMonth })).budgetItinerary;
    const cebu = plan(['Cebu'], 1);
    expect(cebu.overview).toContain('Sinulog Festival');
    expect(
      cebu.tips.some((tip) => tip.startsWith('Sinulog Festival (Cebu City): On the third Sunday of January')),
    ).toBe(true);
    // A January trip to Siargao or Baguio hears nothing of Cebu's or Kalibo's festival.
    for (const elsewhere of [plan(['Siargao'], 1), plan(['Baguio'], 1)]) {
      expect(JSON.stringify(elsewhere)).not.toMatch(/Sinulog|Ati-Atihan/);
    }
    expect(JSON.stringify(plan(['Boracay'], 1))).toContain('Ati-Atihan Festival');
    const baguio = plan(['Baguio'], 2);
    expect(baguio.overview).toContain('Panagbenga (Baguio Flower Festival)');
    expect(baguio.tips.some((tip) => tip.includes('Grand Float Parade'))).toBe(true);
  });

  it('says plainly when no fare from the origin is sourced, and counts it as 0', () => {
    const trip = request({ originAirport: 'DVO', cities: ['Boracay'], duration: 4, budget: 30000 });
    const { budgetItinerary } = planTrip(trip);
    const there = budgetItinerary.extraCosts.find((cost) => cost.label === 'Getting to Boracay from DVO (one way)')!;
    expect(there.amount).toBe(0);
    expect(there.note).toContain(say('cost.journeyUnknown'));
    expect(budgetItinerary.tips).toContain(say('tip.unpricedJourney', { origin: 'Davao', city: 'Boracay' }));
    // No flight from Davao in our data, so no terminal fee is guessed either.
    expect(budgetItinerary.extraCosts.some((cost) => cost.label.startsWith('Domestic terminal fee'))).toBe(false);
  });

  it('without chosen cities, starts where the origin airport can reach and stays on priced routes', () => {
    const trip = request({ originAirport: 'USU', cities: [], duration: 6, budget: 40000 });
    const { budgetItinerary } = planTrip(trip);
    expect(budgetItinerary.destination).toMatch(/^(Boracay|El Nido|Coron)/);
    expect(budgetItinerary.tips.some((tip) => tip.includes('is not priced in our data'))).toBe(false);
    expect(planTrip(trip)).toEqual(planTrip(trip));
  });

  it('without chosen cities, takes a longer trip where its days can be filled, in the order the journeys are priced', () => {
    // Boracay's places fill a short trip, not eight days: the trip goes where journeys from Manila and
    // priced journeys between cities make a route (Palawan's van north and ferry), and leaves no day free.
    // Coron has no flight from Manila since 29 March 2026, so one journey of the route is not priced, and
    // no journey from Manila has a fare dated 2026: the plan says both.
    const short = planTrip(request({ originAirport: 'MNL', cities: [], duration: 4, budget: 40000 }));
    expect(short.budgetItinerary.destination).toBe('Boracay, Philippines');
    const trip = request({ originAirport: 'MNL', cities: [], duration: 8, budget: 60000 });
    const { budgetItinerary } = planTrip(trip);
    expectDomestic(budgetItinerary, trip);
    // Palawan's three cities, one after the other.
    const route = budgetItinerary.destination.replace(/, Philippines$/, '').split(', ');
    expect([...route].sort()).toEqual(['Coron', 'El Nido', 'Puerto Princesa']);
    expect(budgetItinerary.tips.filter((tip) => tip.includes('is not priced in our data'))).toHaveLength(1);
    for (const city of [route[0]!, route[2]!]) {
      expect(budgetItinerary.tips).toContain(say('tip.unpricedJourney', { origin: 'Manila', city }));
    }
    const transfers = budgetItinerary.days.flatMap((day) => day.transportation.match(/From [^:]+ to [^:]+:/g) ?? []);
    expect(transfers).toEqual([`From ${route[0]} to ${route[1]}:`, `From ${route[1]} to ${route[2]}:`]);
    const free = budgetItinerary.days.filter((day) => !(day.stops ?? []).some((stop) => stop.kind === 'activity'));
    expect(free).toEqual([]);
  });

  it('keeps every generated domestic plan well formed, adding up, and within a budget it can fit', () => {
    let seed = 1;
    for (const originAirport of ORIGIN_AIRPORT_CODES) {
      for (const cities of [
        [],
        ['Boracay'],
        ['El Nido', 'Coron'],
        ['Coron', 'Puerto Princesa', 'El Nido'],
        ['Cebu', 'Bohol'],
        ['Siargao', 'Baguio'],
        ['Siquijor', 'Camiguin'],
        ['La Union', 'Ilocos Norte'],
        ['Davao', 'Batanes'],
      ]) {
        seed++;
        const trip = request({
          originAirport,
          cities,
          duration: 1 + (seed % 12),
          budget: [5000, 30000, 120000][seed % 3],
          travelMonth: 1 + (seed % 12),
          preferences: [PREFERENCES[seed % PREFERENCES.length]],
        });
        const { budgetItinerary: budget, experienceItinerary: experience } = planTrip(trip);
        for (const itinerary of [budget, experience]) {
          expectDomestic(itinerary, trip);
          for (const day of itinerary.days) expect(dayTotal(day.costs)).toBeGreaterThanOrEqual(0);
        }
        if (budget.totalBudget <= trip.budget) expect(experience.totalBudget).toBeLessThanOrEqual(trip.budget);
        else expect(budget.tips.some((tip) => tip.includes('falls short by'))).toBe(true);
      }
    }
  });

  it('words the fixed phrases in Filipino', () => {
    const trip = request({ originAirport: 'CEB', cities: ['Boracay'], duration: 5, budget: 25000 });
    const { budgetItinerary } = planTrip(trip, 'fil');
    expect(budgetItinerary.tips).toContain(phrasesFor('fil')('tip.domestic'));
    expect(budgetItinerary.overview).toContain('sa loob ng Pilipinas');
    expect(budgetItinerary.extraCosts.map((cost) => cost.label)).toContain('Papuntang Boracay mula CEB (isang biyahe)');
  });
});
