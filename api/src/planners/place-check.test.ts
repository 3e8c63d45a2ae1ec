// The place check over the real curated data of the 15 countries.
import { describe, expect, it } from 'vitest';
import { loadLocalSecrets } from '../domain/catalogue/local-secrets-data.js';
import { DESTINATION_COUNTRIES, loadCountry } from '../domain/catalogue/destination-data.js';
import { INVENTED_PLACES } from './gemini-stand-in.js';
import { normalisePlaceName, placeCatalogue, unverifiedPlacesIn } from './place-check.js';

const japan = placeCatalogue(loadCountry('JP'));
const idOf = (name: string) => japan.find({ name })?.id ?? null;
const SENSOJI = 'jp-tokyo-senso-ji-and-nakamise-dori';

describe('the place check', () => {
  it('finds every curated place, stay area and Local Secret of every country by its name, as itself', () => {
    let checked = 0;
    for (const code of DESTINATION_COUNTRIES) {
      const country = loadCountry(code);
      const catalogue = placeCatalogue(country);
      const entries = country.cities.flatMap((city) =>
        [...new Set([...city.places.map((place) => place.name), city.stay.budget.area, city.stay.experience.area])].map(
          (name) => ({ name, id: catalogue.idOf(city.name, name) }),
        ),
      );
      // A name two cities share ("Town centre") could be either: it names neither.
      const key = (name: string) => normalisePlaceName(name).replace(/ /g, '');
      const shared = new Set(
        entries.map((entry) => key(entry.name)).filter((name, index, all) => all.indexOf(name) !== index),
      );
      for (const { name, id } of entries) {
        expect(catalogue.find({ name }), `${code}: ${name}`).toEqual(
          shared.has(key(name)) ? null : expect.objectContaining({ id }),
        );
        expect(catalogue.find({ name: 'a name we never curated', id })?.id, `${code}: ${id}`).toBe(id);
        checked++;
      }
      for (const secret of loadLocalSecrets().flatMap((city) => (city.country === code ? city.places : []))) {
        const byName = catalogue.find({ name: secret.name });
        const byId = catalogue.find({ name: 'a name we never curated', id: secret.id });
        expect(byName, `${code}: ${secret.name}`).not.toBeNull();
        expect(byId?.id, secret.id).toBe(byName!.id);
        // A Local Secret that is a destination place is that place, under either id.
        if (secret.destinationPlace) expect(byName!.name).toBe(secret.destinationPlace);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1300);
  });

  it('tolerates case, accents, punctuation, spacing, a kind-word and one typo', () => {
    expect(idOf('senso-ji and nakamise-dori')).toBe(SENSOJI);
    expect(idOf('Sensō-ji & Nakamise-dōri')).toBe(SENSOJI);
    expect(idOf('Senso-ji Temple')).toBe(SENSOJI);
    expect(idOf('Visit Senso ji')).toBe(SENSOJI);
    expect(idOf('Fushimi Inari Shrine')).toBe('jp-kyoto-fushimi-inari-taisha');
    expect(idOf('Kinkakuji')).toBe('jp-kyoto-kinkaku-ji-golden-pavilion');
    expect(idOf('Kiyomizu-derra')).toBe('jp-kyoto-kiyomizu-dera');
    expect(idOf('the Tsukiji Outer Market')).toBe('jp-tokyo-tsukiji-outer-market');
    expect(idOf('Asakusa district')).toBe('jp-tokyo-asakusa-ueno');
    expect(idOf('Senso-ji and Tokyo Skytree')).toBe(SENSOJI);
  });

  it('never takes one place for another', () => {
    for (const name of [
      'Tsukiji Market', // the inner market moved to Toyosu: not the Outer Market
      'Tokyo Tower', // not Tokyo
      'Osaka Castle Hotel',
      'Nijo', // Nijo Castle (Kyoto) or Nijo Market (Sapporo)?
      'Nijo Temple', // not Nijo Market
      'Senso-ji and Hoshizora Ramen Club', // one of the two is not ours
      ...INVENTED_PLACES,
    ]) {
      expect(idOf(name), name).toBeNull();
    }
  });

  it('goes by our id when the plan gives a known one (ours or a Local Secret’s), else by the name', () => {
    expect(japan.find({ name: 'anything', id: SENSOJI })?.id).toBe(SENSOJI);
    expect(japan.find({ name: 'anything', id: 'jp-tokyo-sensoji' })?.id).toBe(SENSOJI);
    expect(japan.find({ name: 'Senso-ji', id: 'jp-made-up-id' })?.id).toBe(SENSOJI);
    expect(japan.find({ name: INVENTED_PLACES[0], id: 'jp-made-up-id' })).toBeNull();
  });

  it('marks each line that names a place we do not know, and no other', () => {
    const lines = [
      { text: 'Morning at Senso-ji', place: { name: 'Senso-ji', id: SENSOJI } },
      { text: 'Fly home' },
      { text: `Lunch: ${INVENTED_PLACES[0]}`, place: { name: INVENTED_PLACES[0] } },
      { text: 'Hostel in Asakusa', place: { name: 'Asakusa' } },
    ];
    expect(unverifiedPlacesIn(lines, japan)).toEqual([
      { name: INVENTED_PLACES[0], line: `Lunch: ${INVENTED_PLACES[0]}` },
    ]);
  });
});
