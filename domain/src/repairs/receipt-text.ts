/**
 * The fields of a repair read from a receipt's text (docs/architecture.md "Reading a
 * receipt"): the total, the date of service, the business name and, when the text makes
 * it obvious, the service type. The text comes from a PDF's text layer or from OCR, so
 * it may hold misread characters. Each field is read with a confidence: only a confident
 * value is filled; a doubtful one is returned as a suggestion for the person to accept,
 * because a wrong value the user does not notice is worse than none.
 *
 * The rules per field live beside this file: receipt-text-total.ts, receipt-text-date.ts,
 * receipt-text-vendor.ts.
 *
 * Pure: no I/O, no clock (the caller passes today's date and the user's locale).
 */
import {
  NO_RECEIPT_FIELDS,
  RECEIPT_FIELD_NAMES,
  type ReceiptFieldName,
  type ReceiptFields,
  type ReceiptReadOptions,
  type ReceiptReading,
} from './receipt-fields';
import { SERVICE_TYPES, type ServiceType } from './repair-schema';
import { guessDate } from './receipt-text-date';
import { FILL_CONFIDENCE, SUGGEST_CONFIDENCE, type FieldGuess } from './receipt-text-guess';
import { guessTotal } from './receipt-text-total';
import { guessVendor } from './receipt-text-vendor';

export { moneyAmounts } from './receipt-text-total';
export { datesInLine, dateOrder } from './receipt-text-date';
export { FILL_CONFIDENCE, SUGGEST_CONFIDENCE } from './receipt-text-guess';

/** Every field with its value and confidence (the bench and the tests look at these). */
export function guessReceiptFields(
  text: string,
  options: ReceiptReadOptions = {},
): { [K in ReceiptFieldName]: FieldGuess<NonNullable<ReceiptFields[K]>> } {
  const lines = receiptLines(text);
  const serviceType = extractServiceType(lines);
  return {
    contractorName: guessVendor(lines),
    date: guessDate(lines, options),
    costCents: guessTotal(lines),
    serviceType: { value: serviceType, confidence: serviceType ? 0.8 : 0 },
  };
}

/** The confident fields, and the rest as suggestions. */
export function extractReceiptFields(
  text: string,
  options: ReceiptReadOptions = {},
): ReceiptReading {
  const guesses = guessReceiptFields(text, options);
  const fields: ReceiptFields = { ...NO_RECEIPT_FIELDS };
  const suggestions: Partial<ReceiptFields> = {};
  const put = <K extends ReceiptFieldName>(
    name: K,
    guess: FieldGuess<NonNullable<ReceiptFields[K]>>,
  ) => {
    if (guess.value === null || guess.confidence < SUGGEST_CONFIDENCE) return;
    if (guess.confidence >= FILL_CONFIDENCE) fields[name] = guess.value;
    else suggestions[name] = guess.value;
  };
  for (const name of RECEIPT_FIELD_NAMES) put(name, guesses[name] as FieldGuess<never>);
  return Object.keys(suggestions).length > 0 ? { ...fields, suggestions } : fields;
}

/**
 * Non-empty lines, OCR's typographic quirks made plain. Spacing is kept: a gap of two or
 * more spaces is a column break ("INVOICE" opposite the name, a value under its header), and
 * OCR's spacing keeps a value under its label.
 */
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
      .map((line) => line.replace(/\t/g, '    ').trimEnd())
      .filter((line) => line.trim() !== '')
  );
}

// ---------------------------------------------------------------------------------------
// Total, date and business name: the value read, filled or offered (not the noise below
// SUGGEST_CONFIDENCE).

const offered = <T>(guess: FieldGuess<T>): T | null =>
  guess.confidence >= SUGGEST_CONFIDENCE ? guess.value : null;

/** The receipt's total in cents as read (see receipt-text-total.ts), or null. */
export function extractTotalCents(lines: readonly string[]): number | null {
  return offered(guessTotal(lines));
}

/** The date of service as read (see receipt-text-date.ts), or null. */
export function extractServiceDate(
  lines: readonly string[],
  today?: string,
  locale?: string,
): string | null {
  return offered(guessDate(lines, { today, locale }));
}

/** The business name as read (see receipt-text-vendor.ts), or null. */
export function extractBusinessName(lines: readonly string[]): string | null {
  return offered(guessVendor(lines));
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
