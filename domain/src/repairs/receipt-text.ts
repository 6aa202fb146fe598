/**
 * The fields of a repair read from a receipt's text (docs/architecture.md "Reading a
 * receipt"): the total, the date of service, the business name and, when the text makes
 * it obvious, the service type. The text comes from a PDF's text layer or from OCR, so
 * it may hold misread characters; every rule here prefers leaving a field empty to
 * guessing, because a wrong value the user does not notice is worse than none.
 *
 * Pure: no I/O, no clock (the caller passes today's date).
 */
import { parseIsoDate } from '../format/dates';
import { SERVICE_TYPES, type ServiceType } from './repair-schema';

export interface ReceiptFields {
  /** The business that issued the receipt. */
  contractorName: string | null;
  /** Date of service, `yyyy-MM-dd`. */
  date: string | null;
  /** The total, integer cents. */
  costCents: number | null;
  /** Only when the text names one kind of work clearly (never 'other'). */
  serviceType: Exclude<ServiceType, 'other'> | null;
}

export interface ReceiptReadOptions {
  /** Today `yyyy-MM-dd`: a service date after it, or over 20 years before it, is a misread. */
  today?: string;
}

export const NO_RECEIPT_FIELDS: ReceiptFields = {
  contractorName: null,
  date: null,
  costCents: null,
  serviceType: null,
};

export function hasReceiptFields(fields: ReceiptFields): boolean {
  return Object.values(fields).some((value) => value !== null);
}

export function extractReceiptFields(
  text: string,
  options: ReceiptReadOptions = {},
): ReceiptFields {
  const lines = receiptLines(text);
  return {
    contractorName: extractBusinessName(lines),
    date: extractServiceDate(lines, options.today),
    costCents: extractTotalCents(lines),
    serviceType: extractServiceType(lines),
  };
}

/** Non-empty lines, whitespace collapsed, OCR's typographic quirks made plain. */
export function receiptLines(text: string): string[] {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/\u00a0/g, ' ')
      .split('\n')
      // OCR reads "$" as "S" before an amount ("TOTAL S47.03").
      .map((line) => line.replace(/(?<![\w$])S(?=\s?\d[\d,]*[.,]\d{2}\b)/g, '$'))
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .filter((line) => line !== '')
  );
}

// ---------------------------------------------------------------------------------------
// Money

interface Amount {
  cents: number;
  /** Written with a dollar sign. */
  dollar: boolean;
  /** Where in the line it starts. */
  index: number;
}

// "$1,234.56", "1234.56", "$ 12.50", OCR's "1,234,56" / "12,50" (a comma before exactly two
// final digits is a misread point), "$1,234" (whole dollars, only with the sign). Not a
// rate ("8.25%"), not part of a longer number or code.
const AMOUNT =
  /(?<![\w.,$/-])(\$\s?)?(\d{1,3}(?:[,.]\d{3})+|\d{1,7})([.,]\d{2})?(?![\d%/]|[.,]\d)/g;

/** The money amounts in one line, left to right. */
export function moneyAmounts(line: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const [, sign, whole = '', fraction] = match;
    if (!fraction && !sign) continue;
    const dollars = Number(whole.replace(/[,.]/g, ''));
    const cents = fraction ? Number(fraction.slice(1)) : 0;
    if (!Number.isFinite(dollars)) continue;
    amounts.push({ cents: dollars * 100 + cents, dollar: Boolean(sign), index: match.index });
  }
  return amounts;
}

// Labels naming the amount owed for the whole receipt.
const TOTAL_LABELS: readonly RegExp[] = [
  /\b(grand\s*t[o0]ta[l1i|]|t[o0]ta[l1i|]\s*(due|amount|paid|charged|charge)|a(?:m|rn)ount\s*(due|owed|charged|paid)|balance\s*(due|owed)|invoice\s*t[o0]ta[l1i|]|total\s*\(?usd\)?)\b/i,
  /\bt[o0]ta[l1i|]\b/i,
];
// Lines that carry a total-like word but not the total.
const NOT_TOTAL =
  /\b(sub\s*-?\s*t[o0]ta[l1i|]|tax|savings?|saved|discount|items?|qty|quantity|count|tip|change|tendered|previous|points?|hours?|labou?r\s+total)\b/i;

/** The receipt's total in cents, or null when no line says which amount it is. */
export function extractTotalCents(lines: readonly string[]): number | null {
  const found: number[] = [];
  for (const label of TOTAL_LABELS) {
    lines.forEach((line, i) => {
      const at = line.search(label);
      if (at < 0) return;
      // "Total tax" names tax; "Total (incl. tax)" still names the total.
      if (NOT_TOTAL.test(line.replace(/\(?incl(?:uding|\.)?\s+tax\)?/i, ''))) return;
      const after = moneyAmounts(line).filter((a) => a.index > at);
      // A label alone on its line (a table's column layout): the amount is on the next line.
      const next = lines[i + 1];
      const amounts =
        after.length > 0
          ? after
          : next && !/[a-z]{3}/i.test(next.replace(/usd/i, ''))
            ? moneyAmounts(next)
            : [];
      const last = amounts.at(-1);
      if (last && last.cents > 0) found.push(last.cents);
    });
  }
  // Several labelled totals (Total, Amount paid, Balance due after a deposit): the whole
  // price is the largest of them.
  return found.length > 0 ? Math.max(...found) : largestAmountNearBottom(lines);
}

/**
 * Without any total line: the largest dollar amount, when it sits in the lower half of the
 * receipt and is written at least twice (the total repeated as "paid"), or is the only
 * amount written with a dollar sign. Otherwise nothing: a guess would too often be a
 * line item.
 */
function largestAmountNearBottom(lines: readonly string[]): number | null {
  const all = lines.flatMap((line, row) => moneyAmounts(line).map((a) => ({ ...a, row })));
  if (all.length === 0) return null;
  const largest = Math.max(...all.map((a) => a.cents));
  if (largest <= 0) return null;
  const top = all.filter((a) => a.cents === largest);
  const lower = top.some((a) => a.row >= lines.length / 2);
  const repeated = top.length >= 2;
  const onlyDollar = all.filter((a) => a.dollar).length === 1 && top.some((a) => a.dollar);
  return lower && (repeated || onlyDollar) ? largest : null;
}

// ---------------------------------------------------------------------------------------
// Dates

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';

interface DateCandidate {
  iso: string;
  row: number;
}

// Numbers glued to letters or dashes (invoice numbers "INV-2026-0314", "#03/14") are not dates.
const DATE_PATTERNS: readonly {
  re: RegExp;
  parts: (m: RegExpMatchArray) => [year: string, month: string, day: string];
}[] = [
  // 2026-03-14 / 2026/03/14
  {
    re: /(?<![\w#/.-])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\w/.-]*\d)/g,
    parts: (m) => [m[1]!, m[2]!, m[3]!],
  },
  // 03/14/2026, 3-14-26, 03.14.2026 (US order first)
  {
    re: /(?<![\w#/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\w/.-]*\d)/g,
    parts: (m) => [m[3]!, m[1]!, m[2]!],
  },
  // Mar 14 2026, March 14, 2026, Mar. 14th, 2026
  {
    re: new RegExp(`\\b${MONTH_NAME}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})\\b`, 'gi'),
    parts: (m) => [m[3]!, m[1]!, m[2]!],
  },
  // 14 Mar 2026, 14 March, 2026
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s*${MONTH_NAME},?\\s*(\\d{4})\\b`, 'gi'),
    parts: (m) => [m[3]!, m[2]!, m[1]!],
  },
];

function monthNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  return MONTHS.indexOf(text.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;
}

interface DateAt {
  iso: string;
  index: number;
  end: number;
}

/** The real calendar dates written in one line, `yyyy-MM-dd`. */
export function datesInLine(line: string): string[] {
  return datesAt(line).map((d) => d.iso);
}

function datesAt(line: string): DateAt[] {
  const found: DateAt[] = [];
  for (const { re, parts } of DATE_PATTERNS) {
    for (const match of line.matchAll(re)) {
      const [y, mo, d] = parts(match);
      const year = y.length === 2 ? 2000 + Number(y) : Number(y);
      const iso = `${String(year).padStart(4, '0')}-${String(monthNumber(mo)).padStart(2, '0')}-${d.padStart(2, '0')}`;
      const index = match.index ?? 0;
      if (parseIsoDate(iso)) found.push({ iso, index, end: index + match[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const SERVICE_DATE_LABEL =
  /\b(date\s*of\s*service|service\s*date|serviced?\s*on|work\s*date|completed(\s*on)?|invoice\s*date|date\s*(of\s*)?(issue|sale|purchase)|issued?|date)\b/i;
const OTHER_DATE_LABEL =
  /\b(due|expir\w*|valid|until|warranty|next\s*service|print(ed)?|member\s*since|birth|terms)\b/i;

/** The date of service: a labelled date first, else the first date on the receipt. */
export function extractServiceDate(lines: readonly string[], today?: string): string | null {
  const earliest = today ? `${Number(today.slice(0, 4)) - 20}${today.slice(4)}` : null;
  const candidates: (DateCandidate & { score: number; label: string })[] = [];
  lines.forEach((line, row) => {
    let from = 0;
    for (const { iso, index, end } of datesAt(line)) {
      // The label of a date is the text before it, back to the previous date on the line
      // ("Invoice Date: Mar 14, 2026   Due: Apr 13, 2026"); after it only when nothing is before.
      const before = line.slice(from, index);
      const label = /[a-z]/i.test(before) ? before : line.slice(end);
      from = end;
      if (today && (iso > today || (earliest && iso < earliest))) continue;
      if (!today && (iso < '2000-01-01' || iso > '2099-12-31')) continue;
      const other = OTHER_DATE_LABEL.test(label);
      const service = SERVICE_DATE_LABEL.test(label) && !other;
      candidates.push({ iso, row, label, score: service ? 2 : other ? 0 : 1 });
    }
  });
  if (candidates.length === 0) return null;
  const best = Math.max(...candidates.map((c) => c.score));
  if (best === 0) return null;
  const top = candidates.filter((c) => c.score === best);
  // Two labelled service dates that disagree: not sure which one is meant.
  if (best === 2 && new Set(top.map((c) => c.iso)).size > 1) {
    const named = top.filter((c) => /service|completed|work/i.test(c.label));
    return named.length > 0 && new Set(named.map((c) => c.iso)).size === 1 ? named[0]!.iso : null;
  }
  return top[0]!.iso;
}

// ---------------------------------------------------------------------------------------
// Business name

const NOT_A_NAME: readonly RegExp[] = [
  // Document titles and greetings.
  /\b(invoice|receipt|estimate|quote|statement|bill\s*(to|of)|sold\s*to|ship\s*to|customer|tax\s*id|order|welcome|thank|copy|duplicate|page\s*\d|date|total|cashier|register|terminal|transaction|store\s*(#|no)|tel|phone|fax|email|web(site)?|license|lic\.?\s*#)\b/i,
  // Phone numbers.
  /\(?\d{3}\)?[\s.-]*\d{3}[\s.-]+\d{4}/,
  // Street addresses: "123 Main St", "Suite 4", "PO Box 12", "Springfield, IL 62704".
  /^\d+[a-z]?\s+\w+/i,
  /\b(suite|ste|unit|apt|p\.?\s*o\.?\s*box|floor)\b/i,
  /,?\s+[A-Z]{2}\s+\d{5}(-\d{4})?\b/,
  /\b(street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|highway|hwy|parkway|pkwy)\.?\s*(#\s*\d+)?$/i,
  // Web and mail addresses.
  /@|www\.|https?:|\.(com|net|org|biz|us|co)\b/i,
];

/** A line that reads as a business name: mostly letters, a few words. */
function looksLikeName(line: string): boolean {
  const letters = line.replace(/[^a-z]/gi, '').length;
  const words = line.split(' ').filter((w) => /[a-z]{2}/i.test(w));
  if (letters < 3 || words.length === 0 || words.length > 7 || line.length > 60) return false;
  // OCR noise ("~ =_-| .") and code-like lines ("A1B2-33") are not names.
  const clean = line.replace(/[^a-z0-9&'.,\- ]/gi, '').length;
  if (clean / line.length < 0.9) return false;
  if (letters / line.replace(/\s/g, '').length < 0.7) return false;
  // Every word of a name is a word: OCR fragments such as "ll Ii rn" are not.
  return words.every((w) => /[aeiouy]/i.test(w) || /^[A-Z&.]{2,5}$/.test(w));
}

// The words a business name ends with: its trade or its legal form.
const NAME_ENDING =
  /^(&\s*)?((and|&)\s+)?[a-z ]*\b(electric(al)?|plumbing|heating|cooling|air|hvac|roofing|service[s]?|repair[s]?|construction|contractors?|landscaping|painting|flooring|security|appliances?|inspections?|company|co\.?|inc\.?|llc|ltd|corp\.?|drain|solutions|systems|works|supply|hardware)$/i;

// A line that is only the legal form ("Co.", "LLC") always belongs to the name above it.
const LEGAL_FORM = /^(&\s*)?(co\.?|company|inc\.?|llc|l\.l\.c\.|ltd\.?|corp\.?)$/i;

const ENDS_WITH_LEGAL_FORM = /\b(co\.?|company|inc\.?|llc|l\.l\.c\.|ltd\.?|corp\.?)$/i;

function cleanNameLine(line: string): string {
  return line
    .replace(/^(from|sold\s*by|issued\s*by)\s*:?\s*/i, '')
    .replace(/[|:;,]+$/, '')
    .trim();
}

/** The business name: the first of the top lines that is not a title, address or number. */
export function extractBusinessName(lines: readonly string[]): string | null {
  const top = lines.slice(0, 6);
  for (const [i, line] of top.entries()) {
    const text = cleanNameLine(line);
    if (NOT_A_NAME.some((re) => re.test(text))) continue;
    if (!looksLikeName(text)) {
      // A line of noise before the name is skipped; a line with letters that fails is
      // probably a misread name: stop rather than offer the next line.
      if (text.replace(/[^a-z]/gi, '').length >= 6) return null;
      continue;
    }
    // A long name wraps on a narrow till receipt ("BRIGHT SPARK" / "ELECTRIC"): take the
    // next line too when it is short, in the same case, and ends as names do, unless this
    // line already ends with the legal form ("Ace Plumbing LLC" is complete).
    const next = cleanNameLine(top[i + 1] ?? '');
    const sameCase = (next === next.toUpperCase()) === (text === text.toUpperCase());
    const joined =
      next !== '' &&
      sameCase &&
      next.split(' ').length <= 3 &&
      (LEGAL_FORM.test(next) ||
        (NAME_ENDING.test(next) &&
          !ENDS_WITH_LEGAL_FORM.test(text) &&
          !NOT_A_NAME.some((re) => re.test(next)) &&
          looksLikeName(next)))
        ? `${text} ${next}`
        : text;
    return joined.slice(0, 100);
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// Service type

const SERVICE_WORDS: Readonly<Record<Exclude<ServiceType, 'other'>, RegExp>> = {
  plumbing:
    /\b(plumb\w*|pipes?|drains?|faucets?|water\s*heater|toilets?|sewer|leak\w*|sinks?|p-?trap|shut-?off\s*valve)\b/gi,
  electrical:
    /\b(electric\w*|wiring|rewir\w*|outlets?|breakers?|circuits?|gfci|switch(es)?|panel\s*upgrade|light\s*fixtures?)\b/gi,
  hvac: /\b(hvac|furnace|air\s*condition\w*|a\/c|heat\s*pump|heating|cooling|ducts?|ductwork|thermostat|refrigerant|condenser)\b/gi,
  roofing: /\b(roof\w*|shingles?|flashing|gutters?|soffit|fascia)\b/gi,
  flooring: /\b(floor\w*|carpet\w*|hardwood|laminate|vinyl\s*plank|tiling|grout)\b/gi,
  landscaping:
    /\b(landscap\w*|lawn|mow\w*|tree\s*(trimming|removal|service)|mulch|sprinklers?|irrigation|hedges?|sod)\b/gi,
  painting: /\b(paint\w*|primer|drywall\s*patch|stain\w*)\b/gi,
  security: /\b(security|alarm\w*|cameras?|cctv|locksmith|deadbolts?|rekey\w*)\b/gi,
  appliances:
    /\b(appliances?|refrigerator|fridge|dishwasher|washer|dryer|oven|range\s*hood|microwave|garbage\s*disposal)\b/gi,
  inspection: /\b(inspect\w*|inspector|assessment|home\s*survey)\b/gi,
};

/**
 * A service type only when one kind of work clearly dominates the text: named at least
 * twice (the top lines count twice) and twice as often as any other.
 */
export function extractServiceType(lines: readonly string[]): ReceiptFields['serviceType'] {
  // The business name's trade counts double: "Ace Plumbing" says more than one line item.
  const text = [...lines.slice(0, 3), ...lines].join('\n');
  const counts = SERVICE_TYPES.filter((t) => t.value !== 'other')
    .map((t) => {
      const type = t.value as Exclude<ServiceType, 'other'>;
      return { type, hits: text.match(SERVICE_WORDS[type])?.length ?? 0 };
    })
    .filter((c) => c.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  const [first, second] = counts;
  if (!first || first.hits < 2) return null;
  return !second || first.hits >= 2 * second.hits ? first.type : null;
}
