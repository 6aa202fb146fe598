/**
 * The total of a receipt from its lines (docs/architecture.md "Reading a receipt"): the
 * amount a label names as what this transaction costs ("Total", "Amount due", "Grand
 * total", "Summe", "Total TTC"…), never a subtotal, a tax line ("TOTAL INCLUDES GST OF
 * 0.35"), change, cash tendered, a tip line or a previous balance; cross-checked against
 * subtotal + tax, the payment lines and repetition to decide how sure the reading is.
 * Pure.
 */
import type { FieldGuess } from './receipt-text-guess';

export interface Amount {
  cents: number;
  /** Written with a currency sign or code ($, €, £, ¥, RM, EUR…). */
  dollar: boolean;
  /** Where in the line it starts. */
  index: number;
  /** Written with its cents ("12.50", not "12"). */
  decimals: boolean;
}

// A currency sign or code before the amount ("$", "€ ", "RM", "EUR ", "Rp."), or after it.
const SIGN = '(?:[$€£¥₹]|RM|Rp\\.?|Rs\\.?|EUR|USD|AUD|CAD|GBP)';
// "$1,234.56", "1234.56", "1.234,56", "$ 12.50", OCR's "1,234,56" / "12,50" (a comma before
// exactly two final digits is a decimal mark, as in most of Europe), "$1,234" (whole units
// only with a sign: yen, rupiah). Not a rate ("8.25%"), not part of a longer number or code.
const AMOUNT = new RegExp(
  `(?<![\\w.,$/-])(${SIGN}\\s?)?(\\d{1,3}(?:[,.]\\d{3})+|\\d{1,7})([.,]\\d{2})?(?![\\d%/]|[.,]\\d)(\\s?(?:€|EUR\\b))?`,
  'g',
);

/** The money amounts in one line, left to right. */
export function moneyAmounts(line: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const [, sign, whole = '', fraction, after] = match;
    // A bare number in a word ("EUR100") is glued to letters: not an amount.
    if (!fraction && !sign && !after) continue;
    const dollars = Number(whole.replace(/[,.]/g, ''));
    const cents = fraction ? Number(fraction.slice(1)) : 0;
    if (!Number.isFinite(dollars)) continue;
    amounts.push({
      cents: dollars * 100 + cents,
      dollar: Boolean(sign ?? after),
      index: match.index,
      decimals: Boolean(fraction),
    });
  }
  return amounts;
}

const T = 't[o0]ta[l1i|]';
// Labels naming what the whole transaction costs, strongest first. The score is how much a
// label alone says: a "Grand total" or "Amount due" outranks a bare "Total", which a
// shipping invoice also prints under each waybill.
const TOTAL_LABELS: readonly [RegExp, number][] = [
  [
    new RegExp(
      `\\b(grand\\s*${T}|${T}\\s*(due|amount|paid|charged|charge|payable|to\\s*pay|ttc|net|incl\\w*|\\(?inclusive)|(invoice|order|receipt|bill)\\s*(${T}|amount)|${T}\\s*(invoice|facture)|a(?:m|rn)ount\\s*(due|owed|charged|paid|payable|to\\s*pay)|net\\s*(à|a)\\s*payer|montant\\s*(ttc|total|à\\s*payer)|zu\\s*zahlen|gesamt(betrag|summe)?|factuur\\s*totaal|te\\s*betalen|jumlah)(?![a-zà-ÿ])`,
      'i',
    ),
    3,
  ],
  [
    new RegExp(
      `\\b(balance\\s*(due|owed)|${T}|summe|totaal|betrag|montant|payé|paid|incl)(?![a-zà-ÿ])`,
      'i',
    ),
    2,
  ],
];
// Lines that carry a total-like word but name another amount.
const NOT_TOTAL = new RegExp(
  [
    `sub[\\s-]*${T}|\\bsub\\b`,
    `\\b(tax|gst|vat|tva|mwst|ust|btw|hst|pst|sgst|cgst|igst)\\b`,
    `savings?|saved|discount|rabatt|remise|deposit|anzahlung|acompte`,
    `\\b(items?|qty|quantity|count|pieces|pcs|artikel|anzahl|units?)\\b`,
    `\\b(tip|gratuity|change|rendu|tendered|cash|bar|previous|prior|forward|points?|hours?|labou?r)\\b`,
    `\\b(ht|hors|excl\\w*|netto|net\\s*amount|before)\\b`,
    `\\b(payments?\\s*received|credits?)\\b`,
  ].join('|'),
  'i',
);
// Lines that say an amount was paid: the total repeated (card, cash, girocard slip).
const PAYMENT =
  /\b(visa|mastercard|master|amex|american\s*express|debit|credit\s*card|card|karte|kartenzahlung|girocard|ec|elec|paid|payé|zahlung|betrag|cash|bar|espèces|cb)\b/i;
// A line naming a subtotal and one naming tax, for the cross-check.
const SUBTOTAL = new RegExp(
  `\\b(sub[\\s-]*${T}|${T}\\s*(sales\\s*)?\\(?(h\\.?t|excl\\w*)|netto|net\\s*amount)`,
  'i',
);
const TAX = /\b(tax|gst|vat|tva|mwst|ust|btw|hst|pst)\b/i;
const ADDED = /\b(tip|gratuity|fee|delivery|service\s*charge|shipping)\b/i;

interface Candidate {
  cents: number;
  score: number;
  row: number;
}

/** The last amount after `at` in the line, else (a label alone, a table's column) the next line's. */
function amountAfter(lines: readonly string[], i: number, at: number): Amount | undefined {
  const line = lines[i]!;
  const after = moneyAmounts(line).filter((a) => a.index > at);
  if (after.length > 0) return after.at(-1);
  const next = lines[i + 1];
  if (next && !/[a-z]{3}/i.test(next.replace(/\b(usd|eur|rm)\b/gi, '')))
    return moneyAmounts(next).at(-1);
  return undefined;
}

/**
 * A strong label's value printed under it, in OCR's spacing, past a line of small print ("Total
 * amount due" / "by 02/28/24" / "$110.70" in a payment slip's box): an amount in the label's
 * column on one of the two lines below, unless the column goes on with more amounts (a
 * table's items under a column header).
 */
function amountUnder(lines: readonly string[], i: number, at: number): Amount | undefined {
  const line = lines[i]!;
  const start = Math.max(0, line.lastIndexOf('  ', at));
  const gap = line.indexOf('  ', at);
  const end = gap < 0 ? line.length : gap;
  const inColumn = (row: number) =>
    moneyAmounts(lines[row] ?? '').filter((a) => a.index >= start - 2 && a.index <= end);
  for (const below of [i + 1, i + 2]) {
    const [amount] = inColumn(below);
    if (!amount) continue;
    return inColumn(below + 1).length > 0 ? undefined : amount;
  }
  return undefined;
}

function amountsLabelled(lines: readonly string[], label: RegExp): number[] {
  const found: number[] = [];
  lines.forEach((line, i) => {
    const at = line.search(label);
    if (at < 0) return;
    const amount = amountAfter(lines, i, at);
    if (amount) found.push(amount.cents);
  });
  return found;
}

// A table's header naming the amount column; the value is in the same cell of the next line.
const HEADER_TOTAL = new RegExp(
  `^(${T}|grand\\s*${T}|${T}\\s*due|amount\\s*due|balance\\s*due|charges|totaal|montant\\s*ttc|summe)$`,
  'i',
);

const cells = (line: string) => line.split(/ {2,}|\t/);

/** Amounts under a header cell that names the total ("Charges", "Totaal"). */
function headerTotals(lines: readonly string[]): Candidate[] {
  const found: Candidate[] = [];
  lines.forEach((line, row) => {
    const heads = cells(line);
    const next = lines[row + 1];
    // A header row holds labels, not amounts; a line-item table's "Amount" is not the total.
    if (heads.length < 2 || !next || moneyAmounts(line).length > 0) return;
    const values = cells(next);
    if (values.length !== heads.length) return;
    // Rows of the same shape below are line items ("Room Charge  28.00"): the column holds each
    // item's amount, not the total.
    const after = lines[row + 2];
    if (after && cells(after).length === heads.length && moneyAmounts(after).length > 0) return;
    heads.forEach((head, i) => {
      if (!HEADER_TOTAL.test(head.trim())) return;
      const amount = moneyAmounts(values[i]!).at(-1);
      if (amount && amount.cents > 0) found.push({ cents: amount.cents, score: 2, row: row + 1 });
    });
  });
  return found;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALE_WORDS: Readonly<Record<string, number>> = {
  hundred: 100,
  thousand: 1_000,
  lakh: 100_000,
  lakhs: 100_000,
  million: 1_000_000,
};

/** "One Thousand Eight Hundred" → 1800; null when a word is not a number word (a misread). */
function wordsToNumber(words: readonly string[]): number | null {
  let total = 0;
  let group = 0;
  for (const word of words) {
    if (word === 'and') continue;
    const unit = NUMBER_WORDS[word];
    if (unit !== undefined) {
      group += unit;
      continue;
    }
    const scale = SCALE_WORDS[word];
    if (scale === undefined) return null;
    if (scale === 100) group = (group || 1) * 100;
    else {
      total += (group || 1) * scale;
      group = 0;
    }
  }
  const value = total + group;
  return value > 0 ? value : null;
}

// An amount written out in words, as invoices in India and cheques print the total:
// "INR One Thousand Eight Hundred Only", "Rupees Two Hundred and Fifty Paise Only",
// "One Hundred Twenty Dollars and 50/100".
const WORDS_AMOUNT =
  /\b(?:(?:inr|rs\.?|rupees?|usd|us\s*dollars?)\s+)?((?:(?:[a-z]+)[\s-]+){1,12}?)(?:(?:rupees?|dollars?)\s+)?(?:and\s+((?:[a-z]+[\s-]+){1,3}?)(?:paise|cents?)\s+|and\s+(\d{2})\/100\s*)?(only|dollars?)\b/i;

/** The amounts in cents written in words on the page ("… Only"). */
export function amountsInWords(lines: readonly string[]): number[] {
  const found: number[] = [];
  for (const line of lines) {
    const m = WORDS_AMOUNT.exec(line);
    if (!m) continue;
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[\s-]+/)
        .filter(Boolean);
    // The longest tail of number words before "Only" ("INR One Thousand…": the code is not one).
    const all = words(m[1]!);
    let whole: number | null = null;
    for (let from = 0; from < all.length && whole === null; from++)
      whole = wordsToNumber(all.slice(from));
    if (whole === null) continue;
    const fraction = m[2] ? wordsToNumber(words(m[2])) : m[3] ? Number(m[3]) : 0;
    if (fraction === null || fraction > 99) continue;
    found.push(whole * 100 + fraction);
  }
  return found;
}

/**
 * A cash till's arithmetic when no line names the total (a receipt in a script OCR cannot
 * read): the largest amount is the cash tendered, and the amounts before and after it are the
 * total and the change it gives back (tendered = total + change).
 */
function tenderedTotal(all: readonly (Amount & { row: number })[]): number | null {
  const tendered = Math.max(...all.map((a) => a.cents));
  const at = all.findIndex((a) => a.cents === tendered);
  const found = new Set<number>();
  for (const total of all.slice(0, at))
    for (const change of all.slice(at + 1))
      if (change.cents > 0 && total.cents + change.cents === tendered) found.add(total.cents);
  return found.size === 1 ? [...found][0]! : null;
}

/** The total, with how sure the reading is. */
export function guessTotal(lines: readonly string[]): FieldGuess<number> {
  const candidates: Candidate[] = headerTotals(lines);
  // The total written out in words and in figures: as sure as a "Total due" label.
  const figures = new Set(lines.flatMap((line) => moneyAmounts(line).map((a) => a.cents)));
  const inWords = amountsInWords(lines).filter((cents) => figures.has(cents));
  if (inWords.length > 0) candidates.push({ cents: Math.max(...inWords), score: 3, row: 0 });
  lines.forEach((line, row) => {
    // "Total (incl. tax)" still names the total; "Total tax" names tax.
    const plain = line.replace(
      /\(?\b(incl(uding|usive|\.)?|inkl\.?|inclusief)\s*(of\s*)?(tax|gst|vat|mwst|btw)\)?/gi,
      ' incl ',
    );
    for (const [label, score] of TOTAL_LABELS) {
      const at = plain.search(label);
      if (at < 0) continue;
      const amount =
        amountAfter(lines, row, at) ?? (score >= 3 ? amountUnder(lines, row, at) : undefined);
      // What the label says is the text from its cell's start to the amount ("Total GST",
      // "TOTAL INCLUDES GST OF"), not a remark in another column of the line.
      const cellStart = Math.max(0, plain.lastIndexOf('  ', at));
      const end = amount && amountAfter([line], 0, at) ? amount.index : plain.length;
      if (NOT_TOTAL.test(plain.slice(cellStart, Math.max(end, at + 1)))) break;
      if (!amount || amount.cents <= 0) break;
      // A row of several amounts is a table's footer (totals per column), and another number
      // between the label and the amount is a sign of a misread ("Total 10492 104.02"):
      // both weaker.
      const many = moneyAmounts(plain.slice(at)).length >= 3;
      const between = amountAfter([line], 0, at) ? line.slice(at, amount.index) : '';
      // The same amount printed twice ("Total  104.92  104.92": charges and payments) is no doubt.
      const others = between.replace(/[\d.,]+/g, (n) =>
        moneyAmounts(n)[0]?.cents === amount.cents ? '' : n,
      );
      const doubt = many || /\d{3,}/.test(others);
      candidates.push({ cents: amount.cents, score: doubt ? 1 : score, row });
      break;
    }
  });
  if (candidates.length === 0) return fallbackTotal(lines);

  // Evidence for each labelled value: the label's strength, the same value labelled again
  // or on a payment line, and subtotal + tax (+ tip/fees) adding up to it.
  const subtotals = amountsLabelled(lines, SUBTOTAL);
  const taxes = lines.flatMap((line, i) =>
    TAX.test(line) && !SUBTOTAL.test(line) && !/\b(incl|includes|inclusive)\b/i.test(line)
      ? [amountAfter(lines, i, line.search(TAX))?.cents ?? 0]
      : [],
  );
  const added = lines.flatMap((line, i) =>
    ADDED.test(line) ? [amountAfter(lines, i, line.search(ADDED))?.cents ?? 0] : [],
  );
  const paid = lines.flatMap((line) =>
    PAYMENT.test(line) && !NOT_TOTAL.test(line.replace(/\b(cash|bar)\b/gi, ''))
      ? moneyAmounts(line).map((a) => a.cents)
      : [],
  );
  const values = [...new Set(candidates.map((c) => c.cents))];
  const scored = values.map((cents) => {
    const same = candidates.filter((c) => c.cents === cents);
    const label = Math.max(...same.map((c) => c.score));
    const adds = subtotals.some(
      (sub) =>
        taxes.some((tax) => sub + tax === cents) ||
        taxes.some((tax) => added.some((fee) => sub + tax + fee === cents)) ||
        (taxes.length === 0 && sub === cents),
    );
    const repeated = same.length >= 2 || paid.filter((p) => p === cents).length >= 1;
    return { cents, label, adds, repeated, weight: label + (adds ? 2 : 0) + (repeated ? 1 : 0) };
  });
  scored.sort((a, b) => b.weight - a.weight || b.cents - a.cents);
  const [best, second] = scored;
  if (!best) return fallbackTotal(lines);
  // Sure: the strongest reading clearly ahead of any other, and either named as the total
  // due or confirmed by arithmetic or repetition.
  const clear = !second || best.weight > second.weight;
  const confirmed = best.label >= 3 || best.adds || best.repeated;
  const confidence = !clear ? 0.5 : confirmed ? 0.9 : best.label >= 2 && !second ? 0.75 : 0.5;
  return { value: best.cents, confidence };
}

/**
 * Without any total line: the largest amount, when it sits in the lower half of the
 * receipt and is written at least twice (the total repeated as "paid"), or is the only
 * amount with a currency sign. Never filled on that alone: offered as a suggestion.
 */
function fallbackTotal(lines: readonly string[]): FieldGuess<number> {
  const all = lines.flatMap((line, row) => moneyAmounts(line).map((a) => ({ ...a, row })));
  if (all.length === 0) return { value: null, confidence: 0 };
  const largest = Math.max(...all.map((a) => a.cents));
  if (largest <= 0) return { value: null, confidence: 0 };
  const top = all.filter((a) => a.cents === largest);
  const lower = top.some((a) => a.row >= lines.length / 2);
  const repeated = top.length >= 2;
  const onlyDollar = all.filter((a) => a.dollar).length === 1 && top.some((a) => a.dollar);
  const paidInCash = tenderedTotal(all);
  if (paidInCash !== null && all.filter((a) => a.cents === paidInCash).length >= 2)
    return { value: paidInCash, confidence: 0.75 };
  // One amount on the whole page, in a currency and with its cents: an invoice with a single
  // charge (a lone "£2" is more likely OCR noise).
  if (all.length === 1 && onlyDollar && all[0]!.decimals)
    return { value: largest, confidence: 0.75 };
  return lower && (repeated || onlyDollar)
    ? { value: largest, confidence: 0.5 }
    : { value: null, confidence: 0 };
}
