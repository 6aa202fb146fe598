// @ts-check
// How a receipt reading is scored against what the document shows: one home for
// bench-ocr.mjs (tesseract, the product's reader) and ocr-engines.mjs (engines compared), so
// the numbers of both mean the same thing.
//
// Per field: right (equal to the truth, or both empty), wrong (filled and not equal: the case
// that matters, people trust a filled field) or empty (nothing filled though the document
// shows it). A suggestion (a value read without confidence) counts as empty; whether it was
// right is kept apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('@homeledger/domain').ReceiptFields} ReceiptFields */
/** @typedef {keyof ReceiptFields} FieldKey */
/** @typedef {'right' | 'wrong' | 'empty'} Outcome */
/**
 * One document of a corpus's truth.json (keys starting with `_` are notes, skipped).
 * @typedef {{ vendor?: string | null, vendorAlt?: string[], date?: string | null,
 *   totalCents?: number | null, kind: string, country?: string, style: string,
 *   tags?: string[] }} Truth
 */
/**
 * What a document shows; a field left out (serviceType in a corpus) is not scored.
 * @typedef {{ costCents: number | null, date: string | null, contractorName: string | null,
 *   contractorAlt?: string[], serviceType?: string | null }} Expected
 */
/**
 * @template G how the summary groups the document (corpus: style, country, tags; synthetic: layout)
 * @typedef {{ id: string, file: string, pdf: boolean, kind: string, group: G,
 *   expected: Expected }} Doc
 */
/** @typedef {{ style: string, country: string, tags: string[] }} CorpusGroup */

/**
 * Lower case, no accents, punctuation or spacing; "&" is "and"; no trailing legal form.
 * @param {string} name
 */
export function normaliseName(name) {
  let s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const LEGAL =
    /\s+(inc|llc|l l c|ltd|limited|co|company|corp|corporation|gmbh|ag|kg|sas|sa|sarl|b v|bv|sdn bhd|bhd|pvt|pvt ltd|plc|and co kg|gmbh and co kg)$/;
  for (let previous = ''; previous !== s;) {
    previous = s;
    s = s.replace(LEGAL, '').trim();
  }
  return s;
}

/**
 * Each scored field: its key, its label, and whether a filled value `got` is right.
 * @type {[FieldKey, string, (got: string | number, want: Expected) => boolean][]}
 */
export const FIELDS = [
  ['costCents', 'total', (got, want) => got === want.costCents],
  ['date', 'date', (got, want) => got === want.date],
  [
    'contractorName',
    'contractor',
    (got, want) =>
      [want.contractorName, ...(want.contractorAlt ?? [])].some(
        // `got` is the contractorName the reader filled: a string.
        (name) =>
          name !== null && normaliseName(name) === normaliseName(/** @type {string} */ (got)),
      ),
  ],
  ['serviceType', 'service type', (got, want) => got === want.serviceType],
];

/**
 * Scores what a reader filled (and suggested) against what the document shows.
 * @param {ReceiptFields} fields
 * @param {Partial<ReceiptFields> | null | undefined} suggestions
 * @param {Expected} expected
 */
export function scoreFields(fields, suggestions, expected) {
  /** @type {Partial<Record<FieldKey, Outcome>>} */
  const outcome = {};
  /** @type {Partial<Record<FieldKey, 'right' | 'wrong'>>} */
  const suggested = {};
  for (const [key, , same] of FIELDS) {
    const got = fields[key];
    const want = expected[key];
    if (want === undefined) continue;
    outcome[key] =
      got === null
        ? want === null
          ? 'right'
          : 'empty'
        : want !== null && same(got, expected)
          ? 'right'
          : 'wrong';
    const hint = suggestions?.[key] ?? null;
    if (got === null && hint !== null && want !== null)
      suggested[key] = same(hint, expected) ? 'right' : 'wrong';
  }
  return { outcome, suggested };
}

/**
 * ✓ right, ✗ wrong, ? empty with a suggestion, · empty: one mark per scored field.
 * @param {ReturnType<typeof scoreFields>} score
 */
export function scoreMarks({ outcome, suggested }) {
  return FIELDS.filter(([key]) => key in outcome)
    .map(
      ([key]) =>
        ({ right: '✓', wrong: '✗', empty: suggested[key] ? '?' : '·' })[
          /** @type {Outcome} */ (outcome[key])
        ],
    )
    .join('');
}

/**
 * The documents of a corpus (a folder with a truth.json), optionally only those whose name
 * contains one of `only`.
 * @param {string} corpusDir
 * @param {string[] | undefined} only
 * @returns {Doc<CorpusGroup>[]}
 */
export function corpusDocs(corpusDir, only) {
  const truth = /** @type {Record<string, Truth>} */ (
    JSON.parse(readFileSync(path.join(corpusDir, 'truth.json'), 'utf8'))
  );
  return Object.entries(truth)
    .filter(([name]) => !name.startsWith('_') && (!only || only.some((o) => name.includes(o))))
    .map(([name, t]) => ({
      id: name,
      file: path.join(corpusDir, name),
      pdf: name.toLowerCase().endsWith('.pdf'),
      kind: t.kind,
      group: { style: t.style, country: t.country ?? '–', tags: t.tags ?? [] },
      expected: {
        costCents: t.totalCents ?? null,
        date: t.date ?? null,
        contractorName: t.vendor ?? null,
        contractorAlt: t.vendorAlt ?? [],
      },
    }));
}

/**
 * Median, p90 (nearest rank: the slowest tenth starts there) and max of some times.
 * @param {number[]} values not empty
 */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return {
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    median: at(Math.floor(sorted.length / 2)),
    p90: at(Math.ceil(0.9 * sorted.length) - 1),
    max: at(sorted.length - 1),
  };
}
