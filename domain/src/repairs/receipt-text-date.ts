/**
 * The date of a receipt from its lines (docs/architecture.md "Reading a receipt"): the
 * date nearest an "Invoice date" / "Date" / "Datum" label, never one labelled "Due",
 * "Expires" or "Shipped"; day-first or month-first decided by evidence on the page (a part
 * over 12 in another date, decimal commas, the currency, words of another language), the
 * user's locale only as a tiebreak, and then with less confidence. Pure.
 */
import { parseIsoDate } from '../format/dates';
import type { FieldGuess } from './receipt-text-guess';

// Month names in English, German, French and Dutch, by their first letters.
const MONTH_WORDS: readonly [RegExp, number][] = [
  [/^(jan|janv|januar|januari|janvier)/i, 1],
  [/^(feb|févr|fevr|februar|februari|février)/i, 2],
  [/^(mar(?!s?\s*\d{3})|mär|maerz|mars|maart)/i, 3],
  [/^(apr|avr)/i, 4],
  [/^(may|mai|mei)/i, 5],
  [/^(jun|juin)/i, 6],
  [/^(jul|juil)/i, 7],
  [/^(aug|aoû|aou)/i, 8],
  [/^sep/i, 9],
  [/^(oct|okt)/i, 10],
  [/^nov/i, 11],
  [/^(dec|dez|déc)/i, 12],
];
const MONTH_NAME =
  '(jan(?:uary|uar|uari|v\\.?|vier)?|feb(?:ruary|ruar|ruari)?|f[ée]vr?(?:ier)?|mar(?:ch|s)?|m[äa]e?rz|maart|apr(?:il)?|avr(?:il)?|may|mai|mei|jun[ei]?|juin|jul[iy]?|juil(?:let)?|aug(?:ust|ustus)?|ao[ûu]t|sep(?:t(?:ember|embre)?)?|o[ck]t(?:ober|obre)?|nov(?:ember|embre)?|de[cz](?:ember)?|d[ée]c(?:embre)?)\\.?';

function monthNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  return MONTH_WORDS.find(([re]) => re.test(text))?.[1] ?? 0;
}

export interface DateAt {
  year: number;
  /** For a numeric date with both parts ≤ 12 whose order the text does not say. */
  ambiguous: boolean;
  /** Month and day read month-first (a, b) as written: [first, second]. */
  first: number;
  second: number;
  /** Month-first or day-first fixed by the writing (a month name, a part > 12, ISO). */
  order: 'md' | 'dm' | null;
  index: number;
  end: number;
}

// Numbers glued to letters or dashes (invoice numbers "INV-2026-0314", "#03/14") are not dates.
// A till may print the time right after the year with no space ("6/10/201913:59").
const NUMERIC =
  /(?<![\w#/.-])(\d{1,2})\s?([/.-])\s?(\d{1,2})\2(\d{4}|\d{2})(?:(?=[0-2]?\d:[0-5]\d)|(?![\w/.-]*\d))/g;
const ISO = /(?<![\w#/.-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\w/.-]*\d)/g;
// Mar 14 2026, March 14, 2026, "August 3 , 2014", Apr 262018 (OCR ate the space)
const MONTH_FIRST = new RegExp(
  `\\b${MONTH_NAME}\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})\\b`,
  'gi',
);
// 14 Mar 2026, 7. Mai 2014, 8th December 2021, 12-Nov-2021, 27Mar21
const DAY_FIRST = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|\\.)?[\\s-]*${MONTH_NAME}[\\s,-]*(\\d{4}|\\d{2})\\b`,
  'gi',
);

const year4 = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** Every date written in a line, with its order when the writing fixes it. */
export function datesAt(line: string): DateAt[] {
  const found: DateAt[] = [];
  const push = (d: DateAt) => {
    if (!found.some((f) => d.index < f.end && f.index < d.end)) found.push(d);
  };
  // ISO and month-name dates: the writing says which part is the month.
  const pushWritten = (m: RegExpExecArray, year: number, month: number, day: number) =>
    push({
      year,
      first: month,
      second: day,
      order: 'md',
      ambiguous: false,
      index: m.index,
      end: m.index + m[0].length,
    });
  for (const m of line.matchAll(ISO)) pushWritten(m, Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of line.matchAll(MONTH_FIRST)) {
    const month = monthNumber(m[1]!);
    if (month > 0) pushWritten(m, Number(m[3]), month, Number(m[2]));
  }
  for (const m of line.matchAll(DAY_FIRST)) {
    const month = monthNumber(m[2]!);
    if (month > 0) pushWritten(m, year4(m[3]!), month, Number(m[1]));
  }
  for (const m of line.matchAll(NUMERIC)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const order = a > 12 && b <= 12 ? 'dm' : b > 12 && a <= 12 ? 'md' : null;
    push({
      year: year4(m[4]!),
      first: a,
      second: b,
      order,
      ambiguous: order === null && a !== b,
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  return found.sort((x, y) => x.index - y.index);
}

function iso(d: DateAt, order: 'md' | 'dm'): string | null {
  const [month, day] = (d.order ?? order) === 'md' ? [d.first, d.second] : [d.second, d.first];
  const text = `${String(d.year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return parseIsoDate(text) ? text : null;
}

/** The real calendar dates written in one line, `yyyy-MM-dd` (month-first when unsure). */
export function datesInLine(line: string, order: 'md' | 'dm' = 'md'): string[] {
  return datesAt(line).flatMap((d) => iso(d, order) ?? []);
}

/**
 * Day-first or month-first for this page, and whether the page itself says so (rather
 * than the user's locale): numeric dates with a part over 12, decimal commas, the
 * currency, a US address, words of a day-first language.
 */
export function dateOrder(
  lines: readonly string[],
  locale = 'en-US',
): { order: 'md' | 'dm'; fromPage: boolean } {
  let dm = 0;
  let md = 0;
  for (const line of lines) {
    for (const m of line.matchAll(NUMERIC)) {
      const a = Number(m[1]);
      const b = Number(m[3]);
      if (a > 12 && b <= 12) dm += 3;
      if (b > 12 && a <= 12) md += 3;
      // "08.10.16": dotted dates are written day-first.
      if (m[2] === '.') dm += 1;
    }
    // Decimal commas ("59,96"), euro, ringgit, rupee, pound: day-first countries.
    if (/(?<![\d,.])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,.])/.test(line)) dm += 1;
    if (/[€£₹]|\b(EUR|RM|MYR|INR|GBP|AUD|Rs\.?)\b/.test(line)) dm += 1;
    if (
      /\b(datum|rechnung|facture|factuur|date\s*de|tanggal|tarikh|summe|montant|bedrag)\b/i.test(
        line,
      )
    )
      dm += 1;
    // "$" with a US state and ZIP code.
    if (/,?\s[A-Z]{2}\s+\d{5}(-\d{4})?\b/.test(line)) md += 1;
  }
  if (dm !== md) return { order: dm > md ? 'dm' : 'md', fromPage: true };
  return {
    order: /^en-(US|PH|CA)?$/i.test(locale) || locale === 'en' ? 'md' : 'dm',
    fromPage: false,
  };
}

const SERVICE_DATE_LABEL =
  /\b(date\s*of\s*service|service\s*date|serviced?\s*on|work\s*(order\s*)?date|completed(\s*on)?|invoice\s*date|(receipt|order|issue|bill|statement|transaction|document)\s*date|date\s*(of\s*)?(issue|sale|purchase|invoice)|generated\s*on|issued?(\s*on)?|date|datum|rechnungsdatum|belegdatum|factuur\s*datum|factuurdatum|date\s*de\s*(facture|facturation)|facture\s*du|rechnung\s*vom|factura\s*del?|tanggal|tarikh|sent|dated?)\b/i;
const OTHER_DATE_LABEL =
  /\b(due|f[äa]llig|verval\w*|[ée]ch[ée]ance|limite|expir\w*|valid|until|warranty|next\s*service|print(ed)?|member\s*since|birth|terms|pay\s*by|shipped|delivered|depart\w*|arriv\w*|period|from|to|au|pr[ée]l[èe]v\w*|payment|paiement|debit|abbuchung|lieferdatum|delivery)\b/i;

interface Candidate {
  iso: string;
  row: number;
  score: number;
  ambiguous: boolean;
  /** The date starts its line: a row of a dated ledger (a folio, a statement). */
  leading: boolean;
}

/** A ledger's rows span at most this many days (one stay, one month's statement). */
const LEDGER_DAYS = 31;

/**
 * Dates that each start a row of one ledger (a hotel folio's charges, then the payment),
 * with no other date on the page but labelled-away ones (arrival, due): the document is
 * issued on the ledger's last day. A "Date" column header over the rows labels only the
 * first, so it does not count as an invoice date here. Null when the dates are not such rows.
 */
function ledgerDate(candidates: readonly Candidate[]): Candidate | null {
  const rows = candidates.filter((c) => c.score > 0);
  if (new Set(rows.map((c) => c.iso)).size < 2 || !rows.every((c) => c.leading)) return null;
  const days = rows.map((c) => Date.parse(c.iso)).sort((a, b) => a - b);
  if (days.at(-1)! - days[0]! > LEDGER_DAYS * 86_400_000) return null;
  return rows.reduce((a, b) => (b.iso > a.iso ? b : a));
}

/** A due date follows its invoice date within this many days. */
const DUE_WITHIN_DAYS = 92;

/**
 * The dates of one table row with no header read ("34278  6/18/2017  6/24/2017  $5.00",
 * its "Invoice Date | Due Date" header white on colour): an invoice prints its own date
 * first, then the due or delivery date after it. The first, when it is also the earliest and
 * the row holds every unlabelled date on the page; else null.
 */
function rowIssueDate(candidates: readonly Candidate[]): Candidate | null {
  const rows = candidates.filter((c) => c.score > 0);
  const [first] = rows;
  if (!first || rows.length !== 2 || rows.some((c) => c.row !== first.row)) return null;
  const span = Date.parse(rows[1]!.iso) - Date.parse(first.iso);
  return span > 0 && span <= DUE_WITHIN_DAYS * 86_400_000 && !first.ambiguous ? first : null;
}

const cellsOf = (line: string) => {
  const out: { text: string; start: number }[] = [];
  for (const m of line.matchAll(/(?:(?! {2}|\t).)+/g)) out.push({ text: m[0], start: m.index });
  return out;
};

/**
 * The label of a date: the words before it in its own cell ("Invoice Date: 7/9/18"); else
 * the cell before it ("Invoice Date:  7/9/18" from a PDF's columns); else, in a table, the
 * header above in the same column ("Factuur datum" over "8-9-2022", or the words right above
 * it in OCR's spacing: "DATE DUE"); else a label ending the line above; else the words after.
 */
function labelOf(lines: readonly string[], row: number, line: string, d: DateAt): string {
  const cells = cellsOf(line);
  const at = cells.findIndex((c) => c.start <= d.index && d.index < c.start + c.text.length);
  const cell = cells[at];
  if (!cell) return '';
  const before = line.slice(cell.start, d.index);
  if (/[a-z]{2}/i.test(before)) return before.slice(-40);
  const previous = cells[at - 1]?.text ?? '';
  if (/[a-z]{2}/i.test(previous) && datesAt(previous).length === 0 && !/\d{3}/.test(previous))
    return previous.slice(-40);
  const above = lines[row - 1] ?? '';
  const heads = cellsOf(above);
  if (heads.length === cells.length && heads.length > 1 && datesAt(above).length === 0)
    return heads[at]!.text;
  // OCR keeps the page's spacing: the words right above the date, in its column.
  const over = heads.find((h) => h.start < d.end && d.index < h.start + h.text.length);
  if (over && /[a-z]{3}/i.test(over.text) && datesAt(over.text).length === 0) return over.text;
  if (/:\s*$/.test(above)) return above.slice(-40);
  return line.slice(d.end, cell.start + cell.text.length);
}

/** The date of service or invoice, with how sure the reading is. */
export function guessDate(
  lines: readonly string[],
  options: { today?: string; locale?: string } = {},
): FieldGuess<string> {
  const { today } = options;
  const earliest = today ? `${Number(today.slice(0, 4)) - 20}${today.slice(4)}` : null;
  const { order, fromPage } = dateOrder(lines, options.locale);
  const candidates: Candidate[] = [];
  lines.forEach((line, row) => {
    for (const d of datesAt(line)) {
      const label = labelOf(lines, row, line, d);
      const value = iso(d, order);
      if (!value) continue;
      if (today && (value > today || (earliest && value < earliest))) continue;
      if (!today && (value < '2000-01-01' || value > '2099-12-31')) continue;
      const other = OTHER_DATE_LABEL.test(label);
      const service = SERVICE_DATE_LABEL.test(label) && !other;
      candidates.push({
        iso: value,
        row,
        score: service ? 2 : other ? 0 : 1,
        ambiguous: d.ambiguous,
        leading: d.index === line.length - line.trimStart().length,
      });
    }
  });
  const last = ledgerDate(candidates);
  if (last) return { value: last.iso, confidence: last.ambiguous && !fromPage ? 0.6 : 0.75 };
  const best = Math.max(0, ...candidates.map((c) => c.score));
  if (best === 0) return { value: null, confidence: 0 };
  const top = candidates.filter((c) => c.score === best);
  const distinct = new Set(top.map((c) => c.iso));
  const chosen = top[0]!;
  // An order the page did not settle: a guess from the user's locale.
  const orderDoubt = chosen.ambiguous && !fromPage;
  let confidence: number;
  if (best === 2) confidence = distinct.size === 1 ? 0.9 : 0.5;
  else {
    // Unlabelled: sure only when it is the one date on the page (other than labelled ones),
    // or the first of one table row's dates (its header lost to OCR).
    const all = new Set(candidates.filter((c) => c.score > 0).map((c) => c.iso));
    confidence = all.size === 1 || rowIssueDate(candidates) === chosen ? 0.8 : 0.5;
  }
  if (orderDoubt) confidence = Math.min(confidence, 0.6);
  return { value: chosen.iso, confidence };
}
