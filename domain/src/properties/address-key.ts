/**
 * The normalised address key (docs/architecture.md §2): two claims with the same key are
 * the same home. Insensitive to case, accents, spacing and punctuation, to the common
 * street-suffix and direction spellings ("Street"/"St", "North"/"N") and to the unit
 * designator ("Apartment 4", "Apt. 4", "#4", "Unit 4", "Suite 4" are one unit).
 * Pure and idempotent: normalizeStreet(normalizeStreet(s)) === normalizeStreet(s).
 */

/** USPS street suffixes (the common ones), long and short forms → the USPS abbreviation. */
const SUFFIXES: Readonly<Record<string, string>> = {
  alley: 'aly',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  circle: 'cir',
  court: 'ct',
  cove: 'cv',
  crescent: 'cres',
  crossing: 'xing',
  drive: 'dr',
  expressway: 'expy',
  freeway: 'fwy',
  highway: 'hwy',
  lane: 'ln',
  loop: 'loop',
  parkway: 'pkwy',
  place: 'pl',
  plaza: 'plz',
  point: 'pt',
  road: 'rd',
  route: 'rte',
  square: 'sq',
  street: 'st',
  str: 'st',
  terrace: 'ter',
  trail: 'trl',
  turnpike: 'tpke',
};

const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** Words that introduce a unit number; all mean the same thing for identity purposes. */
const UNIT_DESIGNATORS = new Set([
  '#',
  'apartment',
  'apt',
  'unit',
  'suite',
  'ste',
  'number',
  'no',
  'room',
  'rm',
]);

function canonicalToken(token: string): string {
  return SUFFIXES[token] ?? DIRECTIONS[token] ?? token;
}

/** The street line ("12 N. Main Street, Apt 4") as its normal form ("12 n main st #4"). */
export function normalizeStreet(street: string): string {
  const cleaned = street
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9# ]+/g, ' ');
  const tokens = cleaned.split(' ').filter((t) => t !== '');
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (UNIT_DESIGNATORS.has(token)) {
      // "apt 4" / "# 4" → "#4". A designator with no number after it carries nothing.
      let next = tokens[i + 1];
      while (next !== undefined && UNIT_DESIGNATORS.has(next)) next = tokens[++i + 1];
      if (next !== undefined) {
        out.push(`#${next}`);
        i++;
      }
      continue;
    }
    out.push(canonicalToken(token));
  }
  return out.join(' ');
}

/** The first five digits of a ZIP (ZIP+4 and spacing ignored), or the cleaned text when there are none. */
export function normalizeZip(zipCode: string): string {
  const digits = zipCode.replace(/\D/g, '');
  return digits.length >= 5 ? digits.slice(0, 5) : zipCode.trim().toLowerCase();
}

export interface AddressParts {
  address: string;
  zipCode: string;
}

/**
 * The key of a US address: normalised street line and 5-digit ZIP. City and state
 * are left out on purpose: the ZIP already pins them down, and people spell the
 * city differently ("NYC", "New York", "Manhattan") far more often than the ZIP.
 */
export function normalizeAddressKey(parts: AddressParts): string {
  return `${normalizeStreet(parts.address)}|${normalizeZip(parts.zipCode)}`;
}
