// Names in the scripts of the product's 16 languages, and phone numbers valid for each country.
import {
  fakerAR,
  fakerDA,
  fakerDE,
  fakerEL,
  fakerEN_GB,
  fakerES,
  fakerFR,
  fakerHU,
  fakerIT,
  fakerJA,
  fakerPL,
  fakerPT_PT,
  fakerRU,
  fakerSV,
  fakerTR,
  fakerZH_CN,
  type Faker,
} from '@faker-js/faker';
import type { CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import { getExampleNumber, isValidPhoneNumber } from 'libphonenumber-js/mobile';
import type { Member } from '../types.ts';

type MemberLanguage = NonNullable<Member['preferredLanguage']>;

export interface Origin {
  faker: Faker;
  countries: CountryCode[];
  /** How often members of this origin appear, relative to the others. */
  weight: number;
  /** Whether names are in Latin letters (e-mail addresses are made from them). */
  latin: boolean;
  /** The language members of this origin most often prefer (the contract's MemberLanguage). */
  language: MemberLanguage;
}

/** A clinic in the Gulf with an international clientele: Arabic and English names most often. */
export const ORIGINS: Origin[] = [
  { faker: fakerAR, countries: ['AE', 'SA', 'EG', 'JO'], weight: 24, latin: false, language: 'ar' },
  { faker: fakerEN_GB, countries: ['GB', 'AE'], weight: 18, latin: true, language: 'en' },
  { faker: fakerZH_CN, countries: ['CN'], weight: 7, latin: false, language: 'zh' },
  { faker: fakerRU, countries: ['RU'], weight: 6, latin: false, language: 'ru' },
  { faker: fakerFR, countries: ['FR'], weight: 5, latin: true, language: 'fr' },
  { faker: fakerDE, countries: ['DE'], weight: 5, latin: true, language: 'de' },
  { faker: fakerES, countries: ['ES'], weight: 4, latin: true, language: 'es' },
  { faker: fakerIT, countries: ['IT'], weight: 4, latin: true, language: 'it' },
  { faker: fakerTR, countries: ['TR'], weight: 4, latin: true, language: 'tr' },
  { faker: fakerJA, countries: ['JP'], weight: 4, latin: false, language: 'ja' },
  { faker: fakerEL, countries: ['GR'], weight: 3, latin: false, language: 'el' },
  { faker: fakerPT_PT, countries: ['PT'], weight: 3, latin: true, language: 'pt' },
  { faker: fakerPL, countries: ['PL'], weight: 3, latin: true, language: 'pl' },
  { faker: fakerSV, countries: ['SE'], weight: 3, latin: true, language: 'sv' },
  { faker: fakerDA, countries: ['DK'], weight: 3, latin: true, language: 'da' },
  { faker: fakerHU, countries: ['HU'], weight: 3, latin: true, language: 'hu' },
];

const TOTAL_WEIGHT = ORIGINS.reduce((sum, origin) => sum + origin.weight, 0);

export function pickOrigin(random: () => number): Origin {
  let left = random() * TOTAL_WEIGHT;
  for (const origin of ORIGINS) {
    left -= origin.weight;
    if (left < 0) return origin;
  }
  return ORIGINS[0]!;
}

const NAMES_PER_ORIGIN = 400;
const namePools = new Map<Origin, string[]>();

/** A full name in the origin's script, from a pool the origin's seeded faker made once. */
export function fullName(origin: Origin, random: () => number): string {
  let pool = namePools.get(origin);
  if (!pool) {
    pool = Array.from({ length: NAMES_PER_ORIGIN }, () => origin.faker.person.fullName());
    namePools.set(origin, pool);
  }
  return pool[Math.floor(random() * pool.length)]!;
}

export function resetNamePools(): void {
  namePools.clear();
}

interface Template {
  number: string;
  /** Whether every change of the last six digits was found valid, so checking can be skipped. */
  anyTail: boolean;
}
const templates = new Map<CountryCode, Template>();

const withTail = (number: string, random: () => number) => {
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += Math.floor(random() * 10);
  return number.slice(0, -6) + tail;
};

function templateOf(country: CountryCode): Template {
  let template = templates.get(country);
  if (!template) {
    const number = getExampleNumber(country, examples)?.number ?? '+971501234567';
    const probe = Array.from({ length: 60 }, (_, i) =>
      withTail(number, () => ((i * 37) % 97) / 97),
    );
    template = { number, anyTail: probe.every((candidate) => isValidPhoneNumber(candidate)) };
    templates.set(country, template);
  }
  return template;
}

/** A mobile number valid for the country: its example number with the last six digits changed. */
export function phoneNumber(country: CountryCode, random: () => number): string {
  const template = templateOf(country);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = withTail(template.number, random);
    if (template.anyTail || isValidPhoneNumber(candidate)) return candidate;
  }
  return template.number;
}

/** Latin letters of a name, for an e-mail address (empty for other scripts). */
export function emailSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}
