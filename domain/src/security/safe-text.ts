/**
 * Text that other people see (names, business names, addresses, repair and service
 * record text) must not carry characters that change how the text around it reads:
 * C0/C1 control characters (a stray carriage return, an escape sequence in a log or a
 * terminal) and the bidirectional embedding, override and isolate controls, which can
 * make "exe.txt" display as "txt.exe" or reorder an amount (the "Trojan Source" class).
 * They are removed (not rejected: pasted text often carries them by accident) before
 * the length checks, by the schemas the forms and the callables share, so the server
 * re-validates every such field; stored text read back for display goes through the
 * same function.
 */
import * as v from 'valibot';

// C0 controls except tab and line feed, DEL, C1 controls: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /[\t\n]/g;

/**
 * `text` without control or bidi override characters. Single-line text (the default)
 * also loses tabs and line feeds (each becomes a space); `multiline` keeps them and
 * turns CR LF / CR into LF.
 */
export function stripUnsafeText(text: string, options: { multiline?: boolean } = {}): string {
  const lines = options.multiline ? text.replace(/\r\n?/g, '\n') : text;
  const clean = lines.replace(CONTROLS, '').replace(BIDI_CONTROLS, '');
  return options.multiline ? clean : clean.replace(LINE_BREAKS, ' ');
}

/** A valibot step for a string field: `v.pipe(v.string(m), safeText(), v.trim(), …)`. */
export function safeText(options: { multiline?: boolean } = {}) {
  return v.transform((value: string) => stripUnsafeText(value, options));
}

/**
 * A one-line text field of the forms: a string, made safe (above) and trimmed, of `min`
 * to `max` characters; `message` for anything else, `tooLong` past `max`.
 */
export function boundedTextField(min: number, max: number, message: string, tooLong = message) {
  return v.pipe(
    v.string(message),
    safeText(),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, tooLong),
  );
}

/** A stored value as display text: '' unless a string, then stripped (see above). */
export function displayText(value: unknown, options: { multiline?: boolean } = {}): string {
  return typeof value === 'string' ? stripUnsafeText(value, options).trim() : '';
}

/**
 * Whether a name reads as a web address ("www.x.com", "https://…", "pay-here.example/x"):
 * people's names go into mails to strangers, where such a name is a link in disguise (#33).
 */
export function looksLikeUrl(value: string): boolean {
  // Names are short; a longer text is refused by its length rule, and is not scanned here
  // (valibot runs every check of a pipe, and a backtracking scan of a huge payload is slow).
  if (value.length > 300) return false;
  // Common top-level domains only: "J.Smith" is a name, "j.smith.com" is not.
  return (
    value.includes('://') ||
    /\bwww\./i.test(value) ||
    /\.(com|net|org|info|biz|io|co|me|us|uk|ru|cn|app|dev|xyz|top|site|online|shop|link|click|ly|to)\b/i.test(
      value,
    )
  );
}
