/** Money is integer cents (docs/architecture.md §2); shown as US dollars with two decimals. */

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50" for 123450 cents. */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}

/** formatCents, or `fallback` (e.g. "N/A", "Not specified") when there is no amount. */
export function formatCentsOr(cents: number | null | undefined, fallback: string): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? formatCents(cents) : fallback;
}

/** "1234.50" for 123450 cents: plain dollars for inputs and CSV (no symbol, no grouping). */
export function centsToDollarString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses a dollar amount typed by a person ("12", "12.5", "1,234.56", "$ 12.30") to
 * integer cents without floating-point arithmetic; null when it is not such an amount
 * (more than two decimals, negative, not a number, or beyond `maxCents`).
 */
export function parseDollarsToCents(text: string, maxCents = 100_000_000_00): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1] === '' ? 0 : Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(whole)) return null;
  const cents = whole * 100 + fraction;
  if (!Number.isSafeInteger(cents) || cents > maxCents) return null;
  return cents;
}
