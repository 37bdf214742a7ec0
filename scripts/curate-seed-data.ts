// Curates the offline seed data from ../shared/data into the repo: facts only (names, dates, counts,
// data classes, flags, broker countries), never HIBP descriptions or logos (their text is not ours
// to copy; the app writes its own explanations from the facts). Run: npx tsx scripts/curate-seed-data.ts
import fs from 'node:fs';
import path from 'node:path';

const SHARED = path.resolve(process.cwd(), '..', 'shared', 'data');
const OUT = path.resolve(process.cwd(), 'src', 'stand-ins', 'seed-data');

/** Well-known breaches across years and data classes, plus flagged ones the dashboard must hide. */
const BREACHES = [
  'Adobe',
  'LinkedIn',
  'Dropbox',
  'Canva',
  'MyFitnessPal',
  'Zynga',
  'Dubsmash',
  'Wattpad',
  'Gravatar',
  'Twitter200M',
  'Trello',
  'Duolingo',
  'Deezer',
  'Chegg',
  'Bitly',
  'Kickstarter',
  'Evite',
  'Houzz',
  'ShareThis',
  'Apollo',
  'Exactis',
  'Animoto',
  'Disqus',
  'Tumblr',
  'MySpace',
  '000webhost',
  'Ticketfly',
  'Wishbone',
  'Zomato',
  'Ledger',
  'Bell2017',
  'Patreon',
  'Neopets',
  'Wakanim',
  'Collection1',
  // Flagged: retired, spam list, fabricated.
  'VTech',
  'RiverCityMedia',
  'OnlinerSpambot',
  'Zoosk',
];

/** Brokers: those that serve every country, and up to a dozen of each country the catalogue names. */
const BROKERS_PER_COUNTRY = 12;

type HibpBreach = {
  Name: string;
  Title: string;
  Domain: string;
  BreachDate: string;
  AddedDate: string;
  ModifiedDate: string;
  PwnCount: number;
  DataClasses: string[];
  IsVerified: boolean;
  IsFabricated: boolean;
  IsSensitive: boolean;
  IsRetired: boolean;
  IsSpamList: boolean;
  IsMalware: boolean;
  IsStealerLog: boolean;
};
type Broker = {
  sourceId: string;
  slug: string;
  name: string;
  web: string | null;
  email: string | null;
  optOutUrl: string | null;
  addressCountry: string | null;
  brokerType: string[];
  relevantCountries: string[];
  needsIdDocument: boolean | null;
};

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(SHARED, file), 'utf8')) as T;

const catalogue = read<HibpBreach[]>('hibp-breaches.json');
const breaches = BREACHES.map((name) => {
  const b = catalogue.find((entry) => entry.Name === name);
  if (!b) throw new Error(`Breach ${name} is not in the catalogue`);
  return {
    name: b.Name,
    title: b.Title,
    domain: b.Domain,
    breachDate: b.BreachDate,
    addedDate: b.AddedDate.slice(0, 10),
    pwnCount: b.PwnCount,
    dataClasses: b.DataClasses,
    isVerified: b.IsVerified,
    isFabricated: b.IsFabricated,
    isSensitive: b.IsSensitive,
    isRetired: b.IsRetired,
    isSpamList: b.IsSpamList,
    isMalware: b.IsMalware,
  };
});

/** The countries the catalogue names; a site on one of their domains (.de, .co.uk) serves that country. */
const siteCountry = (web: string | null, countries: ReadonlySet<string>): string | null => {
  const tld = web === null ? '' : (new URL(web).hostname.split('.').pop() ?? '');
  const country = tld === 'uk' ? 'gb' : tld;
  return countries.has(country) ? country : null;
};

const catalogueBrokers = read<Broker[]>('data-brokers.json').filter((b) => b.email || b.optOutUrl);
const countries = new Set(catalogueBrokers.flatMap((b) => b.relevantCountries).filter((c) => c !== 'all'));
// A broker the catalogue lists for every country but whose site is on one country's domain is kept for that country.
const located = catalogueBrokers
  .map((b) => ({ ...b, relevantCountries: b.relevantCountries.includes('all') ? [siteCountry(b.web, countries) ?? 'all'] : b.relevantCountries }))
  .sort((a, b) => a.slug.localeCompare(b.slug));
const brokers = [...countries, 'all']
  .flatMap((country) => located.filter((b) => b.relevantCountries.includes(country)).slice(0, country === 'all' ? Infinity : BROKERS_PER_COUNTRY))
  .filter((b, i, all) => all.findIndex((other) => other.sourceId === b.sourceId) === i)
  .map((b) => ({ id: b.sourceId, name: b.name, relevantCountries: b.relevantCountries }));

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'hibp-breaches.seed.json'), `${JSON.stringify(breaches, null, 1)}\n`);
fs.writeFileSync(path.join(OUT, 'data-brokers.seed.json'), `${JSON.stringify(brokers, null, 1)}\n`);
console.log(`Wrote ${breaches.length} breaches and ${brokers.length} brokers to ${path.relative(process.cwd(), OUT)}`);
