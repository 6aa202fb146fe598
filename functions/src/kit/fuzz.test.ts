import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableName } from '@homeledger/domain';
import { apply, applyPlan, type CallableSpec } from './callable';
import {
  HUGE_LENGTH,
  describePayload,
  checkFuzzEntry,
  fuzzPayloads,
  specFuzzEntry,
  type FuzzEntry,
  type FuzzTarget,
} from './fuzz';
import { MemoryStore } from './memory-store';

const Schema = v.object(
  { title: v.pipe(v.string('Title is required.'), v.minLength(2, 'Title is too short.')) },
  'Please fill in the form.',
);

/** A fake callable: `behave` decides what happens to a payload; `writes` counts what it did. */
function fakeEntry(behave: (data: unknown, write: () => void) => Promise<unknown>): FuzzEntry {
  return {
    name: 'fake',
    schema: Schema,
    fields: ['title'],
    sample: { title: 'Lamp' },
    setup(): FuzzTarget {
      let writes = 0;
      return { call: (data) => behave(data, () => void (writes += 1)), writes: () => writes };
    },
  };
}

const refuse = async () => {
  throw new HttpsError('invalid-argument', 'Title is required.');
};
const quick = { numRuns: 50, endOnFailure: true } as const;

describe('checkFuzzEntry reports a broken callable', () => {
  it('a clean callable passes and the report counts checked and skipped payloads', async () => {
    const report = await checkFuzzEntry(fakeEntry(refuse), { numRuns: 200 });
    expect(report.runs).toBe(200);
    expect(report.name).toBe('fake');
  });

  it('writes on bad input → failure', async () => {
    const broken = fakeEntry(async (_data, write) => {
      write(); // e.g. stamps an audit document before validating
      return refuse();
    });
    await expect(checkFuzzEntry(broken, quick)).rejects.toThrow(
      /wrote 1 time\(s\) on a malformed payload/,
    );
  });

  it("answers 'internal' → failure", async () => {
    const broken = fakeEntry(async () => {
      throw new HttpsError('internal', 'Something went wrong. Please try again.');
    });
    await expect(checkFuzzEntry(broken, quick)).rejects.toThrow(/answered 'internal'/);
  });

  it('throws something other than an HttpsError → failure', async () => {
    const broken = fakeEntry(async (data) => (data as { title: { length: number } }).title.length);
    await expect(checkFuzzEntry(broken, quick)).rejects.toThrow(
      /instead of an HttpsError|accepted a payload/,
    );
  });

  it('accepts a malformed payload → failure', async () => {
    await expect(
      checkFuzzEntry(
        fakeEntry(async () => ({ ok: true })),
        quick,
      ),
    ).rejects.toThrow(/accepted a payload its schema rejects/);
  });

  it('an empty message or valibot’s default message → failure', async () => {
    const empty = fakeEntry(async () => {
      throw new HttpsError('invalid-argument', '  ');
    });
    await expect(checkFuzzEntry(empty, quick)).rejects.toThrow(/without a user-facing message/);
    const raw = fakeEntry(async () => {
      throw new HttpsError('invalid-argument', 'Invalid type: Expected string but received 5');
    });
    await expect(checkFuzzEntry(raw, quick)).rejects.toThrow(/valibot's default message/);
  });

  it('pollutes Object.prototype → failure', async () => {
    const broken = fakeEntry(async (data) => {
      const target: Record<string, unknown> = {};
      // The classic bug: a deep merge that follows `__proto__`.
      Object.assign(Object.getPrototypeOf(target) as object, { fuzzPolluted: data === null });
      return refuse();
    });
    try {
      await expect(checkFuzzEntry(broken, quick)).rejects.toThrow(/polluted a built-in prototype/);
    } finally {
      delete (Object.prototype as Record<string, unknown>)['fuzzPolluted'];
    }
  });
});

describe('specFuzzEntry', () => {
  const base: CallableSpec<{ title: string }, { id: string }, { store: MemoryStore }> = {
    name: 'addThing' as CallableName, // a made-up callable: the kit is tested apart from the contract
    schema: Schema,
    access: ['contractor'],
    async run({ input, ports }) {
      return ports.store.transact(async () =>
        applyPlan(
          apply(
            [{ op: 'create', path: `things/${encodeURIComponent(input.title)}`, data: input }],
            { id: input.title },
          ),
        ),
      );
    },
  };

  it('a kit callable passes: the kit validates before run, so nothing is written', async () => {
    const entry = specFuzzEntry(base, {
      makePorts: () => ({ store: new MemoryStore() }),
      writes: (ports) => ports.store.writeCount,
      fields: ['title'],
      sample: { title: 'Lamp' },
    });
    const report = await checkFuzzEntry(entry, { numRuns: 300 });
    expect(report.runs).toBe(300);
    // The entry calls as a signed-in user of an allowed role: a valid payload goes through.
    const target = entry.setup();
    await expect(target.call({ title: 'Lamp' })).resolves.toEqual({ id: 'Lamp' });
    expect(target.writes()).toBe(1);
  });

  it('a schema with valibot’s default messages is caught', async () => {
    const entry = specFuzzEntry(
      { ...base, schema: v.object({ title: v.string() }) },
      {
        makePorts: () => ({ store: new MemoryStore() }),
        writes: (p) => p.store.writeCount,
        fields: ['title'],
      },
    );
    await expect(checkFuzzEntry(entry, quick)).rejects.toThrow(/valibot's default message/);
  });
});

describe('fuzzPayloads covers the nasty cases', () => {
  const samples = fc.sample(fuzzPayloads(['name', 'email'], { name: 'Ada', email: 'a@b.co' }), {
    numRuns: 3000,
    seed: 42,
  });

  function strings(value: unknown, out: string[] = [], depth = 0): string[] {
    if (depth > 50) return out;
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const item of value) strings(item, out, depth + 1);
    else if (typeof value === 'object' && value !== null)
      for (const key of Object.keys(value))
        strings((value as Record<string, unknown>)[key], out, depth + 1);
    return out;
  }
  function depthOf(value: unknown): number {
    let depth = 0;
    let current = value;
    while (typeof current === 'object' && current !== null) {
      const next: unknown = Array.isArray(current) ? current[0] : Object.values(current)[0];
      if (next === undefined) break;
      current = next;
      depth += 1;
    }
    return depth;
  }
  const all = samples.flatMap((s) => strings(s));
  const has = (predicate: (value: unknown) => boolean) => samples.some(predicate);
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;

  it.each([
    ['huge strings (≥ 100k chars)', () => all.some((s) => s.length >= HUGE_LENGTH)],
    [
      'lone surrogates',
      () =>
        all.some((s) =>
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s),
        ),
    ],
    [
      'right-to-left text and overrides',
      () => all.some((s) => /[\u202E\u200F\u0590-\u05FF\u0600-\u06FF]/.test(s)),
    ],
    [
      'zero-width characters',
      () => all.some((s) => ['\u200B', '\u200C', '\u200D', '\uFEFF'].some((c) => s.includes(c))),
    ],
  ])('%s', (_label, check) => {
    expect(check()).toBe(true);
  });

  it.each([
    ['own __proto__ keys', (v: unknown) => isObject(v) && Object.hasOwn(v, '__proto__')],
    ['constructor keys', (v: unknown) => isObject(v) && Object.hasOwn(v, 'constructor')],
    ['prototype keys', (v: unknown) => isObject(v) && Object.hasOwn(v, 'prototype')],
    ['deep nesting (≥ 20 levels)', (v: unknown) => depthOf(v) >= 20],
    ['top-level arrays', (v: unknown) => Array.isArray(v)],
    ['null', (v: unknown) => v === null],
    ['undefined', (v: unknown) => v === undefined],
    ['NaN', (v: unknown) => Number.isNaN(v)],
    ['Infinity', (v: unknown) => v === Number.POSITIVE_INFINITY || v === Number.NEGATIVE_INFINITY],
    ['-0', (v: unknown) => Object.is(v, -0)],
    [
      'the real field names with junk values',
      (v: unknown) => isObject(v) && 'name' in v && typeof v['name'] !== 'string',
    ],
    [
      'the sample with a field removed',
      (v: unknown) => isObject(v) && v['name'] === 'Ada' && !('email' in v),
    ],
    ['wrong types for a field', (v: unknown) => isObject(v) && typeof v['email'] === 'number'],
  ])('%s', (_label, predicate) => {
    expect(has(predicate)).toBe(true);
  });
});

describe('failure reports are safe for any payload', () => {
  /** A payload nested far deeper than any recursive printer's stack allows. */
  function deep(depth: number, kind: 'object' | 'array' | 'proto'): unknown {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i++) {
      if (kind === 'array') value = [value];
      else {
        const next: Record<string, unknown> = {};
        Object.defineProperty(next, kind === 'proto' ? '__proto__' : 'a', {
          value,
          enumerable: true,
        });
        value = next;
      }
    }
    return value;
  }
  const internal = fakeEntry(async () => {
    throw new HttpsError('internal', 'Something went wrong. Please try again.');
  });

  it.each(['object', 'array', 'proto'] as const)(
    "a %s nested 100,000 levels deep is reported as the check's failure, with the seed",
    async (kind) => {
      const error = await checkFuzzEntry(internal, {
        ...quick,
        seed: 1234,
        examples: [[deep(100_000, kind)]],
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toMatch(/answered 'internal'/);
      expect(message).toMatch(/seed 1234/);
      expect(message).toMatch(/replay with \{ seed: 1234, path: "[0-9:]*", endOnFailure: true \}/);
      expect(message.length).toBeLessThan(2_000);
    },
  );

  it('describePayload is bounded and never throws', () => {
    const circular: Record<string, unknown> = { a: 1 };
    circular['self'] = circular;
    const getter = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get() {
        throw new Error('getter ran');
      },
    });
    const values: unknown[] = [
      deep(200_000, 'object'),
      deep(200_000, 'array'),
      'x'.repeat(1_000_000),
      circular,
      getter,
      Object.create(null),
      new Map([[1, 2]]),
      new Set([1]),
      new Uint8Array(3),
      Symbol('s'),
      10n,
      -0,
      new Date(Number.NaN),
      Array.from({ length: 10_000 }, (_, i) => i),
      new Error('bad'),
    ];
    for (const value of values) {
      const text = describePayload(value);
      expect(typeof text).toBe('string');
      expect(text.length).toBeLessThan(400);
    }
    expect(describePayload(-0)).toBe('-0');
    expect(describePayload({ title: 5 })).toBe('{"title": 5}');
    expect(describePayload(getter)).toBe('{"boom": "[getter]"}');
  });

  it('a failing run prints its seed even without a counterexample (too many skips)', async () => {
    const valid = { ...fakeEntry(refuse), schema: v.unknown() };
    await expect(checkFuzzEntry(valid, { numRuns: 5, maxSkipsPerRun: 1 })).rejects.toThrow(
      /skipped too many payloads .*\(seed -?\d+\)/,
    );
  });
});
