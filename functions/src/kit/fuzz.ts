/**
 * The fuzz harness (docs/architecture.md §6): every callable must answer malformed
 * payloads with a clean HttpsError — never 'internal', always a user-facing
 * message — and must not write anything. `fuzzPayloads()` makes the payloads,
 * `checkFuzzEntry()` is the assertion run by fuzz.test.ts over every entry of
 * fuzz-registry.ts, and `specFuzzEntry()` builds an entry for a kit callable.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { HttpsError } from 'firebase-functions/v2/https';
import { callableShell, type CallableSpec, type Logger } from './callable';
import type { Role } from '@homeledger/domain';

/** One callable, ready to be called with junk. */
export interface FuzzTarget {
  call(data: unknown): Promise<unknown>;
  /** Writes done so far (documents, Auth changes, files…), by whatever the callable's ports count. */
  writes(): number;
}

export interface FuzzEntry {
  name: string;
  /** Callable without signing in (`access: 'public'`). */
  isPublic?: boolean;
  /** The callable's schema: payloads it accepts are not malformed and are skipped. */
  schema: v.GenericSchema;
  /** The payload's real field names: junk objects are built from them. */
  fields: readonly string[];
  /** A valid payload: near-valid junk is made by breaking some of its fields. */
  sample?: Record<string, unknown>;
  /** Fresh ports for one call. */
  setup(): FuzzTarget;
}

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export const HUGE_LENGTH = 100_000;

// ---- building blocks ----------------------------------------------------------------------

/** An object whose keys are all own data properties — `__proto__` included, as JSON.parse makes them. */
function objectFrom(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

const specialNumbers = fc.constantFrom(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  0,
  -1,
  0.5,
  1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
);

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  '\u200B', // zero-width space
  '\u200C\u200D', // zero-width (non-)joiner
  '\uFEFF', // BOM / zero-width no-break space
  '\u202E', // right-to-left override
  '\u200F', // right-to-left mark
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Egnp.exe',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83Db', // broken pair
  '\u{1F600}\u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
  'Z\u0351\u0355\u0353\u0358\u0348',
  'null',
  'undefined',
  'true',
  '0',
  'NaN',
  '__proto__',
  '<script>alert(1)</script>',
  "'; DROP TABLE profiles; --",
  '${process.exit()}',
  '%s%s%n',
  '../../etc/passwd',
  '=HYPERLINK("http://evil.example")',
  'a@b',
  '@example.com',
  'user@example.com\u0000',
  'https://',
  'javascript:alert(1)',
];

/** Strings of at least 100k characters (one repeated unit, so cheap to build). */
export const hugeStrings: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('a', 'é', '\u200B', '\u{1F600}', '\uD800', ' ', '9', 'a.'),
    fc.integer({ min: HUGE_LENGTH, max: HUGE_LENGTH + 20_000 }),
    fc.constantFrom('', '@example.com', 'https://x.example/', ' '),
  )
  .map(([unit, length, tail]) => unit.repeat(Math.ceil(length / unit.length)) + tail);

const loneSurrogateStrings = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 8,
});

export const junkStrings: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: loneSurrogateStrings },
  { weight: 1, arbitrary: hugeStrings },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...NASTY_STRINGS))
      .map(([a, b]) => a + b + a),
  },
);

export const junkScalars: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  specialNumbers,
  fc.integer(),
  fc.double(),
  fc.bigInt(),
  fc.date({ noInvalidDate: false }),
  junkStrings,
);

/** Objects carrying prototype-pollution keys (own properties, as from JSON.parse). */
export const pollutionObjects: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc
    .constant(0)
    .map(() => JSON.parse('{"__proto__": {"polluted": "yes"}}') as Record<string, unknown>),
  fc.constant(0).map(() => ({ constructor: { prototype: { polluted: 'yes' } } })),
  fc
    .constant(0)
    .map(
      () =>
        JSON.parse('{"prototype": {"polluted": "yes"}, "__proto__": null}') as Record<
          string,
          unknown
        >,
    ),
  fc
    .tuple(fc.constantFrom(...PROTO_KEYS), junkScalars)
    .map(([key, value]) => objectFrom([[key, value]])),
);

/** Objects or arrays nested 20–2,000 levels deep. */
export const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.integer({ min: 20, max: 2_000 }),
    fc.constantFrom('object', 'array', 'proto'),
    junkScalars,
  )
  .map(([depth, kind, leaf]) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i++) {
      value =
        kind === 'array' ? [value] : objectFrom([[kind === 'proto' ? '__proto__' : 'a', value]]);
    }
    return value;
  });

const anything: fc.Arbitrary<unknown> = fc.anything({
  key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTO_KEYS)),
  values: [junkScalars],
  maxDepth: 3,
  maxKeys: 5,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withBoxedValues: true,
});

/** A junk value for one field. */
export const junkValues: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: junkScalars },
  { weight: 1, arbitrary: fc.array(junkScalars, { maxLength: 5 }) },
  { weight: 1, arbitrary: pollutionObjects },
  { weight: 1, arbitrary: anything },
);

/**
 * Malformed payloads for a callable: wrong types, missing fields, huge strings,
 * unicode traps, prototype-pollution keys, deep nesting, arrays, null/undefined,
 * special numbers — and objects built from the callable's own `fields` (and,
 * given a valid `sample`, that sample with some fields broken or removed).
 */
export function fuzzPayloads(
  fields: readonly string[] = [],
  sample?: Record<string, unknown>,
): fc.Arbitrary<unknown> {
  const keys = fields.length > 0 ? fields : ['a'];
  const fieldKey = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  const junkFieldObjects = fc
    .array(fc.tuple(fieldKey, junkValues), { maxLength: keys.length + 3 })
    .map((entries) => objectFrom(entries));
  const allFieldsJunk = fc
    .tuple(...keys.map(() => junkValues))
    .map((values) => objectFrom(keys.map((key, i) => [key, values[i]])));

  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: junkFieldObjects },
    { weight: 3, arbitrary: allFieldsJunk },
    { weight: 2, arbitrary: junkScalars },
    { weight: 1, arbitrary: fc.array(junkValues, { maxLength: 10 }) },
    { weight: 1, arbitrary: pollutionObjects },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: anything },
  ];
  if (sample) {
    const sampleKeys = [...new Set([...Object.keys(sample), ...keys])];
    const broken = fc
      .tuple(
        fc.subarray(sampleKeys, { minLength: 1 }),
        fc.array(fc.option(junkValues, { nil: '__delete__' as const }), {
          minLength: sampleKeys.length,
          maxLength: sampleKeys.length,
        }),
        fc.option(pollutionObjects, { freq: 4 }),
      )
      .map(([chosen, values, extra]) => {
        const entries = Object.entries(sample).filter(([key]) => !chosen.includes(key));
        chosen.forEach((key, i) => {
          const value = values[i];
          if (value !== '__delete__') entries.push([key, value]);
        });
        for (const [key, value] of Object.entries(extra ?? {})) entries.push([key, value]);
        if (extra && Object.hasOwn(extra, '__proto__'))
          entries.push(['__proto__', extra['__proto__']]);
        return objectFrom(entries);
      });
    options.push({ weight: 6, arbitrary: broken });
  }
  return fc.oneof(...options);
}

// ---- the assertion ----------------------------------------------------------------------

/** valibot's built-in messages ("Invalid type: Expected string but received 5") are not user-facing copy. */
const VALIBOT_DEFAULT_MESSAGE = /^Invalid \w+: Expected /;

function prototypeState(): string {
  return [Object.prototype, Array.prototype, Function.prototype]
    .map((proto) => Object.getOwnPropertyNames(proto).sort().join(','))
    .join('|');
}

/** How much of a payload a failure report shows: enough to recognise it, never the whole of it. */
const DESCRIBE_LIMITS = { depth: 4, items: 6, stringLength: 40, total: 300 } as const;

function describeString(text: string): string {
  const cut =
    text.length > DESCRIBE_LIMITS.stringLength
      ? `${text.slice(0, DESCRIBE_LIMITS.stringLength)}…(${text.length} chars)`
      : text;
  // JSON.stringify of a short string cannot recurse; it escapes quotes, controls and lone surrogates.
  return JSON.stringify(cut);
}

/** Own enumerable string keys, read without running getters or proxies' traps more than once. */
function ownEntries(value: object): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(value)) {
    if (entries.length > DESCRIBE_LIMITS.items) break;
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    entries.push([key, descriptor && 'value' in descriptor ? descriptor.value : '[getter]']);
  }
  return entries;
}

function describeAt(value: unknown, depth: number, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return describeString(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return 'Symbol()';
    case 'function':
      return '[function]';
  }
  if (value === null) return 'null';
  const object = value as object;
  if (seen.has(object)) return '[circular]';
  if (object instanceof Error)
    return `${describeString(object.name)}: ${describeString(String(object.message))}`;
  if (object instanceof Date)
    return Number.isNaN(object.getTime()) ? 'Invalid Date' : `Date(${object.toISOString()})`;
  if (depth >= DESCRIBE_LIMITS.depth) return Array.isArray(object) ? '[…]' : '{…}';
  seen.add(object);
  try {
    const more = (count: number) => (count > DESCRIBE_LIMITS.items ? ', …' : '');
    if (Array.isArray(object)) {
      const items = object
        .slice(0, DESCRIBE_LIMITS.items)
        .map((item) => describeAt(item, depth + 1, seen));
      return `[${items.join(', ')}${more(object.length)}]`;
    }
    if (object instanceof Map || object instanceof Set) {
      const kind = object instanceof Map ? 'Map' : 'Set';
      return `${kind}(${object.size})`;
    }
    if (ArrayBuffer.isView(object)) return `${object.constructor.name}(${object.byteLength} bytes)`;
    const entries = ownEntries(object);
    const proto = Object.getPrototypeOf(object) as unknown;
    const prefix =
      proto === null ? '[null prototype] ' : proto === Object.prototype ? '' : '[instance] ';
    const fields = entries
      .slice(0, DESCRIBE_LIMITS.items)
      .map(([key, item]) => `${describeString(key)}: ${describeAt(item, depth + 1, seen)}`);
    return `${prefix}{${fields.join(', ')}${more(entries.length)}}`;
  } finally {
    seen.delete(object);
  }
}

/**
 * A short, safe description of any value fast-check can generate: bounded in depth,
 * width and length, so a payload nested 2,000 levels deep (or a huge string) cannot
 * overflow the stack or flood the report, and it never throws.
 */
export function describePayload(data: unknown): string {
  try {
    const text = describeAt(data, 0, new Set());
    return text.length > DESCRIBE_LIMITS.total
      ? `${text.slice(0, DESCRIBE_LIMITS.total)}… (${text.length} chars)`
      : text;
  } catch {
    return `[${typeof data}]`;
  }
}

/** Throws (with a readable reason) unless the callable refused `data` cleanly and wrote nothing. */
export async function checkOnePayload(entry: FuzzEntry, data: unknown): Promise<void> {
  const target = entry.setup();
  const before = target.writes();
  const proto = prototypeState();
  let outcome: { ok: true; value: unknown } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, value: await target.call(data) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  const where = `${entry.name} with ${describePayload(data)}`;
  const after = target.writes();
  if (after !== before)
    throw new Error(`${where}: wrote ${after - before} time(s) on a malformed payload`);
  if (prototypeState() !== proto || ({} as Record<string, unknown>)['polluted'] !== undefined)
    throw new Error(`${where}: polluted a built-in prototype`);
  if (outcome.ok) throw new Error(`${where}: accepted a payload its schema rejects`);
  const { error } = outcome;
  if (!(error instanceof HttpsError))
    throw new Error(`${where}: threw ${describePayload(error)} instead of an HttpsError`);
  if (error.code === 'internal')
    throw new Error(
      `${where}: answered 'internal' (${error.message}) — malformed input must be refused, not crash`,
    );
  if (typeof error.message !== 'string' || error.message.trim() === '')
    throw new Error(`${where}: ${error.code} without a user-facing message`);
  if (VALIBOT_DEFAULT_MESSAGE.test(error.message))
    throw new Error(
      `${where}: valibot's default message reached the user: "${error.message}" — give the schema its own`,
    );
}

export interface FuzzReport {
  name: string;
  /** Payloads checked (malformed by the schema). */
  runs: number;
  /** Generated payloads the schema accepted (skipped: a valid payload may legitimately succeed). */
  skipped: number;
}

export const DEFAULT_FUZZ_RUNS = 1_000;

/**
 * fast-check's own report prints the counterexample with a recursive stringify, which
 * overflows the stack on the deeply nested payloads above. This reporter replaces it:
 * the failing check's message first, then the seed and path that replay the run.
 */
export function fuzzFailureMessage(name: string, details: fc.RunDetails<[unknown]>): string {
  const replay = `replay with { seed: ${details.seed}, path: ${JSON.stringify(details.counterexamplePath ?? '')}, endOnFailure: true }`;
  if (details.counterexample === null) {
    const why = details.interrupted
      ? 'was interrupted'
      : `skipped too many payloads (${details.numSkips}): the generator makes too few malformed ones`;
    return `${name}: the fuzz run ${why} (seed ${details.seed})`;
  }
  const reason =
    details.errorInstance instanceof Error
      ? details.errorInstance.message
      : `threw ${describePayload(details.errorInstance)}`;
  return [
    reason,
    `  payload: ${describePayload(details.counterexample[0])}`,
    `  after ${details.numRuns} run(s) and ${details.numShrinks} shrink(s); seed ${details.seed}, ${replay}`,
  ].join('\n');
}

/**
 * fc.assert over `numRuns` malformed payloads (payloads the schema accepts are
 * skipped with fc.pre). Rejects on the first failure with the check's reason, a
 * bounded description of the payload and the seed to replay it (see
 * `fuzzFailureMessage`); also checks Object.prototype is untouched after the whole run.
 */
export async function checkFuzzEntry(
  entry: FuzzEntry,
  params: fc.Parameters<[unknown]> = {},
): Promise<FuzzReport> {
  const report: FuzzReport = { name: entry.name, runs: 0, skipped: 0 };
  const proto = prototypeState();
  await fc.assert(
    fc.asyncProperty(fuzzPayloads(entry.fields, entry.sample), async (data) => {
      const valid = v.safeParse(entry.schema, data).success;
      if (valid) report.skipped += 1;
      fc.pre(!valid);
      report.runs += 1;
      await checkOnePayload(entry, data);
    }),
    {
      numRuns: DEFAULT_FUZZ_RUNS,
      ...params,
      reporter(details) {
        if (!details.failed) return;
        throw new Error(fuzzFailureMessage(entry.name, details), {
          cause: details.errorInstance,
        });
      },
    },
  );
  if (prototypeState() !== proto || ({} as Record<string, unknown>)['polluted'] !== undefined)
    throw new Error(`${entry.name}: a built-in prototype was polluted during the run`);
  return report;
}

// ---- entries for kit callables -----------------------------------------------------------

const silent: Logger = { error: () => undefined };

/**
 * A registry entry for a kit callable: each call gets fresh ports from
 * `makePorts`, is made as a signed-in user (by default of the first role the
 * spec allows, so payloads reach the schema), and `writes` reads the ports'
 * write counter (e.g. `(p) => p.store.writeCount + p.files.deleteCount`).
 */
export function specFuzzEntry<I, R, P>(
  spec: CallableSpec<I, R, P>,
  options: {
    makePorts: () => P;
    writes: (ports: P) => number;
    fields: readonly string[];
    sample?: Record<string, unknown>;
    role?: Role;
  },
): FuzzEntry {
  const role =
    options.role ?? (Array.isArray(spec.access) ? (spec.access[0] as Role) : 'homeowner');
  const auth =
    spec.access === 'public'
      ? null
      : { uid: 'fuzz-user', token: { role, name: 'Fuzz User', email: 'fuzz@example.com' } };
  return {
    name: spec.name,
    isPublic: spec.access === 'public',
    schema: spec.schema as v.GenericSchema,
    fields: options.fields,
    ...(options.sample ? { sample: options.sample } : {}),
    setup() {
      const ports = options.makePorts();
      const call = callableShell(spec, ports, silent);
      return { call: (data) => call({ auth, data }), writes: () => options.writes(ports) };
    },
  };
}

/**
 * Entries sharing one world (a fuzz file's ports and write counter): `entry(spec, fields,
 * sample)` is `specFuzzEntry` with the world's `makePorts` and `writes`, so a file's table
 * reads one callable per line.
 */
export function fuzzWorld<P>(makePorts: () => P, writes: (ports: P) => number) {
  return <I, R>(
    spec: CallableSpec<I, R, P>,
    fields: readonly string[],
    sample?: Record<string, unknown>,
    role?: Role,
  ): FuzzEntry =>
    specFuzzEntry(spec, {
      makePorts,
      writes,
      fields,
      ...(sample ? { sample } : {}),
      ...(role ? { role } : {}),
    });
}
