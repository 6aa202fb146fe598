import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAddressKey, normalizeStreet, normalizeZip } from './address-key';

describe('normalizeStreet: examples', () => {
  it.each([
    ['123 Main Street', '123 main st'],
    ['123 main st.', '123 main st'],
    ['  123   MAIN   ST ', '123 main st'],
    ['12 North Elm Avenue', '12 n elm ave'],
    ['12 N. Elm Ave', '12 n elm ave'],
    ['500 Ocean Blvd, Apartment 4B', '500 ocean blvd #4b'],
    ['500 Ocean Boulevard Apt. 4B', '500 ocean blvd #4b'],
    ['500 Ocean Blvd #4B', '500 ocean blvd #4b'],
    ['500 Ocean Blvd # 4B', '500 ocean blvd #4b'],
    ['500 Ocean Blvd Unit 4B', '500 ocean blvd #4b'],
    ['7 Rue Étienne', '7 rue etienne'],
    ['1 Southwest Park Place', '1 sw park pl'],
    ['9 Main St Apt', '9 main st'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeStreet(input)).toBe(expected);
  });

  it('keeps different homes apart', () => {
    expect(normalizeStreet('12 Main St')).not.toBe(normalizeStreet('21 Main St'));
    expect(normalizeStreet('12 Main St Apt 1')).not.toBe(normalizeStreet('12 Main St Apt 2'));
    expect(normalizeStreet('12 N Main St')).not.toBe(normalizeStreet('12 S Main St'));
  });
});

describe('normalizeAddressKey', () => {
  it('joins the street with the 5-digit ZIP', () => {
    expect(normalizeAddressKey({ address: '123 Main Street', zipCode: '62704-1234' })).toBe(
      '123 main st|62704',
    );
    expect(normalizeZip(' 62704 ')).toBe('62704');
  });
});

// ---- properties ---------------------------------------------------------------------------

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const number = fc.integer({ min: 1, max: 99999 }).map(String);
/** A spelling variant of each canonical token. */
const VARIANTS: Record<string, string[]> = {
  st: ['St', 'ST', 'st.', 'Street', 'STREET', 'street'],
  ave: ['Ave', 'Avenue', 'AVE.', 'av'],
  n: ['N', 'n.', 'North', 'NORTH'],
  sw: ['SW', 'Southwest', 's.w'.replace('.', '')],
};
const CANON = Object.keys(VARIANTS);

interface Pieces {
  num: string;
  dir: string | null;
  name: string[];
  suffix: string;
  unit: string | null;
}
const pieces: fc.Arbitrary<Pieces> = fc.record({
  num: number,
  dir: fc.option(fc.constantFrom('n', 'sw')),
  name: fc.array(word, { minLength: 1, maxLength: 3 }),
  suffix: fc.constantFrom('st', 'ave'),
  unit: fc.option(fc.stringMatching(/^[0-9]{1,4}[a-z]?$/)),
});

/** Renders the pieces with random case, spacing, punctuation, suffix/direction and unit spellings. */
function render(p: Pieces, choices: number[]): string {
  let k = 0;
  const pick = <T>(items: readonly T[]): T =>
    items[(choices[k++ % choices.length] ?? 0) % items.length] as T;
  const casing = (s: string) => pick([s, s.toUpperCase(), s[0]?.toUpperCase() + s.slice(1)]);
  const sep = () => pick([' ', '  ', ', ', ' . ', '\t']);
  const parts = [p.num];
  if (p.dir) parts.push(pick(VARIANTS[p.dir] ?? [p.dir]));
  parts.push(...p.name.map(casing));
  parts.push(pick(VARIANTS[p.suffix] ?? [p.suffix]));
  let out = parts.join(sep());
  if (p.unit)
    out += pick([' Apt ', ', Apartment ', ' #', ' # ', ' Unit ', ' APT. ']) + casing(p.unit);
  return pick(['', ' ']) + out + pick(['', ' ', '.']);
}

function canonical(p: Pieces): string {
  const tokens = [p.num, ...(p.dir ? [p.dir] : []), ...p.name, p.suffix];
  return tokens.join(' ') + (p.unit ? ` #${p.unit}` : '');
}

describe('normalizeStreet: properties (fast-check)', () => {
  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const once = normalizeStreet(s);
        expect(normalizeStreet(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('is insensitive to case, spacing, punctuation, suffix, direction and unit spellings', () => {
    fc.assert(
      fc.property(pieces, fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (p, choices) => {
        // Name words must not collide with the abbreviation tables for this check.
        fc.pre(p.name.every((w) => !CANON.includes(w) && !['apt', 'no', 'unit', 'rm'].includes(w)));
        expect(normalizeStreet(render(p, choices))).toBe(normalizeStreet(canonical(p)));
      }),
      { numRuns: 1000 },
    );
  });

  it('never merges two different house numbers', () => {
    fc.assert(
      fc.property(pieces, number, (p, other) => {
        fc.pre(other !== p.num);
        expect(normalizeStreet(canonical(p))).not.toBe(
          normalizeStreet(canonical({ ...p, num: other })),
        );
      }),
    );
  });
});
