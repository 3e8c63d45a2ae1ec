// What kind of publisher each source of a visa or departure fact is (visa.json,
// philippines.json), by the host of its link. The policy (docs/data-freshness.md,
// "Which sources count"):
// - count: government offices and legislation, embassies and consulates,
//   carriers, airport operators, established news outlets;
// - secondary: law firms, visa and travel agencies, travel guides and blogs.
//   They may stand beside the above, but are shown apart in the report;
// - weak: reprints of another outlet's article or table, aggregators (sites
//   that compile others' content, booking sites, unofficial look-alikes) and
//   code files. No visa or departure fact may rest on weak sources alone.
// A source without a link is `unlinked`. Every host cited in the two files must
// be listed here, so a new host is classified before it is used (the test).

export type SourceKind =
  | 'government'
  | 'embassy'
  | 'carrier'
  | 'airport'
  | 'news'
  | 'secondary'
  | 'reprint'
  | 'aggregator'
  | 'code'
  | 'unlinked';

export const COUNTING_KINDS: readonly SourceKind[] = ['government', 'embassy', 'carrier', 'airport', 'news'];
export const WEAK_KINDS: readonly SourceKind[] = ['reprint', 'aggregator', 'code'];

/** Hosts (a listed host covers its subdomains) and their kind. */
export const HOST_KINDS: Readonly<Record<string, SourceKind>> = {
  // Government offices, central banks and legislation.
  'bsp.gov.ph': 'government',
  'immigration.gov.ph': 'government',
  'tieza.gov.ph': 'government',
  'pco.gov.ph': 'government',
  'officialgazette.gov.ph': 'government',
  'imi.gov.my': 'government',
  'ica.gov.sg': 'government',
  'legislation.gov.au': 'government',
  'legislation.gov.uk': 'government',
  'gov.uk': 'government',
  'ecb.europa.eu': 'government',
  'eur-lex.europa.eu': 'government',
  'govinfo.gov': 'government',
  'imigrasi.go.id': 'government',
  'motac.gov.my': 'government',
  // Embassies and consulates.
  'dfa.gov.ph': 'embassy',
  'emb-japan.go.jp': 'embassy',
  'thaiembassy.org': 'embassy',
  'philippine-embassy.org.sg': 'embassy',
  'esteri.it': 'embassy',
  'um.dk': 'embassy',
  'exteriores.gob.es': 'embassy',
  'swedenabroad.se': 'embassy',
  'mzv.gov.cz': 'embassy',
  'embassy.gov.au': 'embassy',
  'mofa.go.kr': 'embassy',
  // Carriers.
  'cebupacificair.com': 'carrier',
  'philippineairlines.com': 'carrier',
  // Established news outlets (a state broadcaster included).
  'mb.com.ph': 'news',
  'tribune.net.ph': 'news',
  'filipinotimes.net': 'news',
  'inquirer.net': 'news',
  'dzrh.com.ph': 'news',
  'abs-cbn.com': 'news',
  'smninewschannel.com': 'news',
  'sunstar.com.ph': 'news',
  'bworldonline.com': 'news',
  'ttgasia.com': 'news',
  'malaymail.com': 'news',
  'nst.com.my': 'news',
  'gulfnews.com': 'news',
  'thepost.ph': 'news',
  'philstar.com': 'news',
  'philstarlife.com': 'news',
  'rappler.com': 'news',
  'gmanetwork.com': 'news',
  'pna.gov.ph': 'news',
  'radyopilipinas.ph': 'news',
  'bangkokpost.com': 'news',
  'khaosodenglish.com': 'news',
  'pattayamail.com': 'news',
  'sggp.org.vn': 'news',
  'sggpnews.org.vn': 'news',
  'thoidai.com.vn': 'news',
  'maharlikanews.com': 'news',
  'indulgexpress.com': 'news',
  'theasianaffairs.com': 'news',
  'bangkokone.news': 'news',
  'blueswandaily.com': 'news',
  'peoplesbalita.com': 'news',
  'ndtv.com': 'news',
  'kompas.tv': 'news',
  'tpnnational.com': 'news',
  'khaleejtimes.com': 'news',
  'channelnewsasia.com': 'news',
  'newswatchplus.ph': 'news',
  // Law firms, visa and travel agencies, travel guides and blogs.
  '72onetravel.com': 'secondary',
  'agilangbayan.com': 'secondary',
  'ayjsolicitors.com': 'secondary',
  'blogspot.com': 'secondary',
  'wordpress.com': 'secondary',
  'davidsonmorris.com': 'secondary',
  'easternpilot.com': 'secondary',
  'eemmigration.com.au': 'secondary',
  'filipinoguideusa.com': 'secondary',
  'gac.com': 'secondary',
  'ivanhenares.com': 'secondary',
  'ijourneys.com.ph': 'secondary',
  'michiphotostory.com': 'secondary',
  'outofofficeph.com': 'secondary',
  'middleeastandmoney.com': 'secondary',
  'mondaq.com': 'secondary',
  'philnews.ph': 'secondary',
  'pinoyseoul.com': 'secondary',
  'riotravels.ae': 'secondary',
  'rovelegal.com': 'secondary',
  'satgurutravel.com': 'secondary',
  'successvisa.com.au': 'secondary',
  'thebdt.co': 'secondary',
  'thepoortraveler.net': 'secondary',
  'thewkndtravel.com': 'secondary',
  'tistory.com': 'secondary',
  'tia.com.au': 'secondary',
  'ukdiaries.co.uk': 'secondary',
  'visionglobal.com.au': 'secondary',
  'visitor-visa.com.au': 'secondary',
  'vietnam-evisa.com': 'secondary',
  'whytecroftford.com': 'secondary',
  'indonesiaexpat.id': 'secondary',
  'distractify.com': 'secondary',
  'syas.edu.sg': 'secondary',
  'forurbanwomen.com': 'secondary',
  'xavyandmom.com': 'secondary',
  'wisebk.com': 'secondary',
  'coverrr.com': 'secondary',
  'nolo.com': 'secondary',
  'legalclarity.org': 'secondary',
  'freddysmusings.com': 'secondary',
  'joytotheworld.co.uk': 'secondary',
  'muroran-it.ac.jp': 'secondary',
  // Reprints of another outlet's article or table.
  'mexc.cc': 'reprint',
  'yahoo.com': 'reprint',
  'lexparency.de': 'reprint',
  'planetphilippinesuk.com': 'reprint',
  'ghanaweb.live': 'reprint',
  'pressreader.com': 'reprint',
  // Aggregators: compilations, booking sites, unofficial look-alikes.
  'namegenerator.biz': 'aggregator',
  'traveloka.com': 'aggregator',
  'mnlairport.ph': 'aggregator',
  'hoteldealers.in': 'aggregator',
  'air-travel.com.ua': 'aggregator',
  'thegadgetlover.com': 'aggregator',
  'touringbuddy.com': 'aggregator',
  'daily8.com': 'aggregator',
  'dazzlingdawn.com': 'aggregator',
  'wego.com': 'aggregator',
  // Code files.
  'github.com': 'code',
  'githubusercontent.com': 'code',
};

/** The listed host a link's host falls under (itself or a parent domain), or null. */
export function listedHost(url: string): string | null {
  let host = new URL(url).hostname.replace(/^www\./, '');
  for (;;) {
    if (host in HOST_KINDS) return host;
    const dot = host.indexOf('.');
    if (dot < 0) return null;
    host = host.slice(dot + 1);
  }
}

/** The kind of a source by its link; null for a host not listed yet. */
export function sourceKind(url: string | null): SourceKind | null {
  if (!url) return 'unlinked';
  const host = listedHost(url);
  return host ? HOST_KINDS[host]! : null;
}

export const isWeak = (kind: SourceKind | null) => kind !== null && WEAK_KINDS.includes(kind);
export const counts = (kind: SourceKind | null) => kind !== null && COUNTING_KINDS.includes(kind);
