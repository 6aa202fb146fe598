/**
 * The business that issued a receipt, from its lines (docs/architecture.md "Reading a
 * receipt"). Candidates are the cells of the top block (a line split at wide gaps, so a
 * title such as INVOICE or the customer's column sharing the line is set apart), and a
 * "From:" line; each is scored by evidence: the page's web or e-mail domain naming it, a
 * legal form (LLC, GmbH, Sdn Bhd…) or a trade word, its repetition further down, its
 * place at the top. Titles, account-number labels, addresses, phone numbers, slogans and
 * anything after "Bill to" / "Ship to" are not names. Pure.
 */
import type { FieldGuess } from './receipt-text-guess';

// Titles and labels that may share a line with the name: removed from the cell.
const TITLE =
  /\b((tax|shipping|sales|simplified|commercial|proforma|pro-forma|original)\s+)*(invoice|receipt|statement|estimate|quote|quotation|bill|rechnung|quittung|facture|factuur|re[çc]u|kassenbon|kundenbeleg)\b(\s*(no\.?|#|nr\.?)?\s*[\w-]*\d[\w-]*)?/gi;

const NOT_A_NAME: readonly RegExp[] = [
  // Labels, greetings and document furniture.
  /\b(bill(ed)?\s*to|sold\s*to|ship(ped)?\s*to|deliver(ed)?\s*to|invoice\s*(for|to)|customer|client|kunde|klant|attn|tax\s*id|order|welcome|thank|merci|danke|copy|duplicate|kopie|page|seite|date|datum|total|cashier|register|terminal|transaction|store\s*(#|no)|tel|phone|fax|e-?mail|web(site)?|license|lic\.?\s*#|account|acct|number|no\.|address|adres|adresse|contact|help|back|server|table|check|guest|room|abn|gst|vat|ust|btw|siret|cin|reg\b|description|qty|amount|balance|due|payment|statement|summary|monthly|nous|contacter|www|http|name|help|back|page)\b/i,
  /(adres|adresse|address)\b/i,
  // Phone numbers.
  /\(?\d{3}\)?[\s.-]*\d{3}[\s.-]+\d{4}/,
  /\d{2,5}\s*\/\s*\d{2,}/,
  // Street addresses: "123 Main St", "Suite 4", "PO Box 12", "Springfield, IL 62704".
  /^\d+[a-z]?\s+\w+/i,
  /\b(suite|ste|unit|apt|p\.?\s*o\.?\s*box|floor|stra(ss|ß|f)e|str\.|rue|weg|platz|place|road|avenue|jalan|jln|tower|floors?)\b/i,
  /,\s*[A-Z]{2,3}$/,
  /,?\s+[A-Z]{2}\s+\d{5}(-\d{4})?\b/,
  /\b[A-Z]{2,3}\s+\d{4,5}$/,
  /^for\b/i,
  /\b\d{4,5}\s+\p{Lu}\p{Ll}+/u,
  /,\s*\d+$/,
  /\b(street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|highway|hwy|parkway|pkwy)\.?\s*(#\s*\d+)?$/i,
  // Web and mail addresses (a name such as "Amazon.com" is one).
  /@|www\.|https?:/i,
  /^(?!\p{Lu}[\p{L}-]+\.com$).*\.(com|net|org|biz|us|co|de|fr|nl|uk|my)\b/iu,
];

// A postcode and town ("33100 Paderborn") before cleaning strips the digits.
const POSTCODE = /^\W*\d{4,5}\s+\p{Lu}\p{Ll}+/u;

// The words a business name ends with: its trade or its legal form.
const NAME_ENDING =
  /^(&\s*)?((and|&)\s+)?[a-z ]*\b(electric(al)?|plumbing|heating|cooling|air|hvac|roofing|service[s]?|repair[s]?|construction|contractors?|landscaping|painting|flooring|security|appliances?|inspections?|company|co\.?|inc\.?|llc|ltd|corp\.?|drain|solutions|systems|works|supply|hardware)$/i;

const LEGAL_FORM =
  /\b(co\.?|company|inc\.?|llc|l\.l\.c\.|ltd\.?|limited|corp\.?|gmbh|ag|kg|sas|s\.a\.?|sarl|b\.v\.?|bv|sdn\.?\s*bhd|bhd|pvt\.?|plc|handelsges\.?\s*mbh|mbh)\s*\.?$/i;
const TRADE =
  /\b(electric(al)?|plumbing|heating|cooling|air|hvac|roofing|services?|repairs?|construction|contractors?|landscaping|painting|flooring|security|appliances?|inspections?|cleaning|upholstery|carpets?|drain|solutions|systems|works|supply|hardware|travel|hosting|cars|motors|inn|hotel|restaurant|osteria|caf[ée]|coffee|market|tankstelle|electro|express)\b/i;

export interface NameCandidate {
  text: string;
  row: number;
  score: number;
}

/** A cell that reads as a business name: mostly letters, a few words, no noise. */
export function looksLikeName(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const words = text.split(' ').filter((w) => /\p{L}{2}/u.test(w));
  if (letters < 3 || words.length === 0 || words.length > 7 || text.length > 60) return false;
  const clean = text.replace(/[^\p{L}0-9&'.,\- ]/gu, '').length;
  if (clean / text.length < 0.9) return false;
  if (letters / text.replace(/\s/g, '').length < 0.6) return false;
  // OCR noise: three of a letter in a row, a Q without its U, five consonants running.
  if (/(\p{L})\1\1|q(?!u)|[b-df-hj-np-tv-xz]{6,}/iu.test(text)) return false;
  if (/\p{L}\p{Ll}\p{Lu}{2,}/u.test(text)) return false;
  // Every word of a name is a word: OCR fragments such as "ll Ii rn" are not.
  return words.every(
    (w) =>
      /[aeiouyäöüéèàâ]/i.test(w) ||
      /^[A-Z&.]{2,6}$/.test(w) ||
      /^[A-Z][a-z]?&[A-Z]\.?$/.test(w) ||
      /^(gmbh|mbh|llc|ltd|bhd|sdn|pvt|plc|kg|bv|b\.v\.?)[.,]?$/i.test(w),
  );
}

const key = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The second-level names of the page's web and e-mail domains ("roller" from www.roller.de). */
export function pageDomains(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of lines)
    for (const m of line.matchAll(
      /(?:www\.|@|https?:\/\/)?\b([a-z0-9-]{2,})\s?\.\s?(com|net|org|biz|us|co|de|fr|nl|uk|my|in|au|jp|ie|info|io)\b/gi,
    )) {
      const name = m[1]!.toLowerCase();
      // Mail providers and the like name the customer's mail, not the business.
      if (
        !/^(gmail|yahoo|hotmail|outlook|live|icloud|aol|email|mail|example|noreply|no-reply|www)$/.test(
          name,
        )
      )
        found.add(key(name));
    }
  return [...found];
}

function cleanCell(cell: string): string {
  return (
    cell
      .replace(TITLE, ' ')
      .replace(/^(from|sold\s*by|issued\s*by|von|de)\s*:\s*/i, '')
      .replace(/^[^\p{L}]*?(\d{1,3}[,.]?\s+)(?=\p{Lu})/u, '')
      .replace(/^[^\p{L}(]+/u, '')
      // Trailing marks of a logo or OCR specks ("Walmart ><"), and separators.
      .replace(/[^\p{L}\p{N}.)]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const CUSTOMER_START =
  /\b(bill(ed)?\s*to|sold\s*to|ship(ped)?\s*to|invoice\s*for|to\s*:|kunde|client|customer|factuuradres|afleveradres)\b/i;

// Places alone on a line: a country or a city line is not the business.
const PLACE =
  /^(usa|u\.s\.a\.?|united\s*states|australia|deutschland|germany|france|nederland|netherlands|malaysia|india|ireland|japan|canada|united\s*kingdom|hong\s*kong|singapore)$/i;

/** Every word capitalised (or a joining word): "Serafina Osteria & Enoteca", "CHOP YEW LIAN". */
function properCase(text: string): boolean {
  return text
    .split(/\s+/)
    .every(
      (w) =>
        /^[\p{Lu}0-9&'"(.-]/u.test(w) || /^(and|of|de|du|la|le|d'|the|und|et|van|der)$/i.test(w),
    );
}

/** The business name with how sure the reading is. */
export function guessVendor(
  lines: readonly string[],
  debug?: (candidates: NameCandidate[]) => void,
): FieldGuess<string> {
  const domains = pageDomains(lines);
  const candidates: (NameCandidate & { strong: boolean; first: boolean })[] = [];
  let firstTaken = false;
  const consider = (raw: string, row: number, bonus: number) => {
    const text = cleanCell(raw);
    if (text === '' || /:\s*\S/.test(text) || PLACE.test(text)) return;
    if (NOT_A_NAME.some((re) => re.test(text)) || POSTCODE.test(raw)) return;
    if (!looksLikeName(text)) {
      // A long misread line at the top is probably the name itself: what follows is not
      // the first name on the page.
      if (text.replace(/[^\p{L}]/gu, '').length >= 8 && /[^\p{L}\s&'.,-]{2}/u.test(text))
        firstTaken = true;
      return;
    }
    const k = key(text);
    if (k.length < 2) return;
    const named = domains.some(
      (d) =>
        d.length >= 3 &&
        k.length >= 3 &&
        (k.includes(d) || (d.startsWith(k) && k.length >= 0.7 * d.length)),
    );
    const legal = LEGAL_FORM.test(text);
    // The first properly capitalised name-like cell near the top: where a business prints
    // its name. Not sure on its own; sure with two words or a long single word.
    const proper = properCase(text);
    // Lines of OCR specks before the name do not push it down.
    const place = lines.slice(0, row).filter((l) => /(\p{L}.*){3}/u.test(l)).length;
    const first = !firstTaken && proper && place <= 2;
    if (proper && place <= 2) firstTaken = true;
    let score = bonus + (first ? 1.5 : 0) + (place < 3 ? 0.5 : 0);
    if (named) score += 3;
    if (legal) score += 2;
    if (TRADE.test(text)) score += 1;
    candidates.push({ text: text.slice(0, 100), row, score, strong: named || legal, first });
  };
  // "From: Company ABC   To: John Doe"
  lines.forEach((line, row) => {
    const from = /\b(from|sold\s*by|issued\s*by)\s*:\s*(.+)/i.exec(line);
    if (from) consider(from[2]!.split(/\s{2,}|\bto\s*:/i)[0]!, row, 2);
  });
  // Cells of the top lines; after a "Bill to" cell, its column and those right of it are
  // the customer's.
  let customerColumn = Infinity;
  for (const [row, line] of lines.slice(0, 12).entries()) {
    const cells = line.trim().split(/\s{2,}|\t|\s\|\s|\s-\s/);
    for (const [column, cell] of cells.entries()) {
      if (column >= customerColumn) break;
      if (CUSTOMER_START.test(cell)) {
        customerColumn = column;
        break;
      }
      consider(cell, row, column === 0 ? 0.5 : 0);
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.row - b.row);
  debug?.(candidates);
  const [best, second] = candidates;
  if (!best) {
    // Only a domain names the business (a logo the OCR cannot read): offered, never filled.
    const only = domains.length === 1 ? domains[0]! : null;
    return only && only.length >= 4
      ? { value: only.charAt(0).toUpperCase() + only.slice(1), confidence: 0.45 }
      : { value: null, confidence: 0 };
  }
  // A long name wraps on a narrow till receipt ("BRIGHT SPARK" / "ELECTRIC"): the next line
  // joins when it is short, in the same case and ends as names do, unless this one already
  // ends with its legal form ("Ace Plumbing LLC" is complete).
  const nextLine = cleanCell(lines[best.row + 1] ?? '');
  const sameCase =
    (nextLine === nextLine.toUpperCase()) === (best.text === best.text.toUpperCase());
  const wraps =
    nextLine !== '' &&
    sameCase &&
    nextLine.split(' ').length <= 3 &&
    !LEGAL_FORM.test(best.text) &&
    (/^(&\s*)?(co\.?|company|inc\.?|llc|ltd\.?|corp\.?)$/i.test(nextLine) ||
      (NAME_ENDING.test(nextLine) &&
        !NOT_A_NAME.some((re) => re.test(nextLine)) &&
        looksLikeName(nextLine)));
  if (wraps) best.text = `${best.text} ${nextLine}`;
  // A branch in brackets ("MR. D.I.Y. (KUCHAI) SDN BHD") is not part of the name.
  const value = best.text.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const margin = best.score - (second?.score ?? 0);
  const words = value.split(/\s+/).length;
  const letters = value.replace(/[^\p{L}]/gu, '').length;
  // OCR fragments ("LC Tec BEV I") are short words only; a name has at least one real word.
  const realWord = value.split(/\s+/).some((w) => w.replace(/[^\p{L}]/gu, '').length >= 4);
  const confidence =
    best.strong && margin >= 1
      ? 0.85
      : // One word in capitals is as often a logo's brand or OCR noise as the name.
        best.first &&
          margin >= 1 &&
          realWord &&
          (words >= 2 ||
            // One word with a digit among its letters ("Iulisv3a") is OCR of something else.
            (letters >= 6 && value !== value.toUpperCase() && !/\p{L}\d+\p{L}/u.test(value)))
        ? 0.75
        : best.score >= 1.5
          ? 0.5
          : 0.35;
  return { value, confidence };
}
