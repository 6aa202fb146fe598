import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableName } from '@homeledger/domain';
import {
  CALLABLE_MESSAGES,
  GUEST,
  Rejection,
  apply,
  applyPlan,
  callableShell,
  callerFromAuth,
  isGuest,
  onCallable,
  REPLAYED_TOKEN_MESSAGE,
  reject,
  refuseReplayedToken,
  type CallableSpec,
  type Caller,
  type Logger,
} from './callable';
import { MemoryStore } from './memory-store';
import type { Store } from './store';
import { httpsFailure } from './test-support';

const Schema = v.object(
  {
    title: v.pipe(v.string('Title is required.'), v.trim(), v.minLength(2, 'Title is too short.')),
    count: v.pipe(v.number('Count must be a number.'), v.integer('Count must be whole.')),
  },
  'Please fill in the form.',
);
type Input = v.InferOutput<typeof Schema>;

interface Ports {
  store: Store;
  log?: Logger;
}

function spec(
  overrides: Partial<CallableSpec<Input, unknown, Ports>> = {},
): CallableSpec<Input, unknown, Ports> {
  return {
    name: 'addThing' as CallableName, // a made-up callable: the kit is tested apart from the contract
    schema: Schema,
    fieldOrder: ['title', 'count'],
    access: 'signed-in',
    async run({ input, caller, ports, now }) {
      return ports.store.transact(async (tx) => {
        const existing = await tx.get(`things/${input.title}`);
        return applyPlan(
          existing
            ? reject('already-exists', 'That thing exists.', { field: 'title' })
            : apply(
                [
                  {
                    op: 'create',
                    path: `things/${input.title}`,
                    data: { ...input, by: caller.uid, at: now },
                  },
                ],
                {
                  id: input.title,
                  caller,
                },
              ),
        );
      });
    },
    ...overrides,
  };
}

const NOW = new Date('2025-01-02T03:04:05Z');
const auth = (role?: unknown, extra: Record<string, unknown> = {}) => ({
  uid: 'u1',
  token: {
    ...(role === undefined ? {} : { role }),
    name: 'Ada',
    email: 'ada@example.com',
    ...extra,
  },
});
const good = { title: ' Lamp ', count: 2 };

function harness(overrides: Partial<CallableSpec<Input, unknown, Ports>> = {}) {
  const store = new MemoryStore();
  const logs: { message: string; context?: Record<string, unknown> }[] = [];
  const log: Logger = { error: (message, context) => void logs.push({ message, context }) };
  const call = callableShell(spec(overrides), { store }, log, { now: () => NOW });
  return { store, logs, call };
}

describe('callableShell: success', () => {
  it('runs with the parsed input, the caller from the token, the ports and the clock', async () => {
    const { store, call } = harness();
    const result = await call({ auth: auth('contractor'), data: good });
    expect(result).toEqual({
      id: 'Lamp',
      caller: {
        uid: 'u1',
        role: 'contractor',
        name: 'Ada',
        email: 'ada@example.com',
        emailVerified: false,
      },
    });
    expect(store.snapshot()).toEqual({
      'things/Lamp': { title: 'Lamp', count: 2, by: 'u1', at: NOW },
    });
  });

  it('callerFromAuth: unknown or missing role → homeowner; missing name/email → null', () => {
    expect(callerFromAuth({ uid: 'x', token: { role: 'admin', name: '', email: 5 } })).toEqual({
      uid: 'x',
      role: 'homeowner',
      name: null,
      email: null,
      emailVerified: false,
    });
    expect(callerFromAuth({ uid: 'x', token: {} }).role).toBe('homeowner');
  });

  it('callerFromAuth: emailVerified only from a boolean true email_verified claim', () => {
    const verified = (claim: unknown) =>
      callerFromAuth({ uid: 'x', token: { email_verified: claim } }).emailVerified;
    expect(verified(true)).toBe(true);
    for (const claim of [false, 'true', 1, undefined, null]) expect(verified(claim)).toBe(false);
  });
});

describe('callableShell: verifiedEmail', () => {
  it("refuses an unverified caller with the spec's message, after the schema, before run", async () => {
    const { store, call } = harness({ verifiedEmail: true });
    const error = await httpsFailure(call({ auth: auth('contractor'), data: good }));
    expect([error.code, error.message, error.details]).toEqual([
      'permission-denied',
      'Please verify your email address first.',
      { reason: 'email-not-verified' },
    ]);
    expect(store.writeCount).toBe(0);
    // The form's own mistakes come first.
    const invalid = await httpsFailure(call({ auth: auth('contractor'), data: { title: '' } }));
    expect(invalid.code).toBe('invalid-argument');
  });

  it('lets a verified caller through', async () => {
    const { call } = harness({ verifiedEmail: true });
    await expect(
      call({ auth: auth('contractor', { email_verified: true }), data: good }),
    ).resolves.toMatchObject({ id: 'Lamp', caller: { emailVerified: true } });
  });
});

describe('callableShell: invalid input', () => {
  it('invalid-argument with the first failing field in fieldOrder, details.field', async () => {
    const { store, call } = harness();
    const error = await httpsFailure(call({ auth: auth(), data: { title: 1, count: 'x' } }));
    expect([error.code, error.message, error.details]).toEqual([
      'invalid-argument',
      'Title is required.',
      { field: 'title' },
    ]);
    const reordered = harness({ fieldOrder: ['count', 'title'] });
    const second = await httpsFailure(
      reordered.call({ auth: auth(), data: { title: 1, count: 'x' } }),
    );
    expect([second.message, second.details]).toEqual([
      'Count must be a number.',
      { field: 'count' },
    ]);
    expect(store.writeCount).toBe(0);
  });

  it('a non-object payload: the form-level message, no field', async () => {
    const { call } = harness();
    for (const data of [null, undefined, 'text', 3, true]) {
      const error = await httpsFailure(call({ auth: auth(), data }));
      expect([error.code, error.message, error.details]).toEqual([
        'invalid-argument',
        'Please fill in the form.',
        {},
      ]);
    }
  });

  it('spec.details are merged into the kit’s errors', async () => {
    const { call } = harness({ details: { banner: 'error' } });
    const error = await httpsFailure(call({ auth: auth(), data: { title: 'x', count: 1 } }));
    expect(error.details).toEqual({ banner: 'error', field: 'title' });
  });
});

describe('callableShell: access', () => {
  it('no auth → unauthenticated with the default message, before validating', async () => {
    const { call, store } = harness();
    for (const noAuth of [undefined, null]) {
      const error = await httpsFailure(call({ auth: noAuth, data: 'junk' }));
      expect([error.code, error.message]).toEqual([
        'unauthenticated',
        CALLABLE_MESSAGES.unauthenticated,
      ]);
    }
    expect(CALLABLE_MESSAGES.unauthenticated).toBe('You must be logged in to continue.');
    expect(store.writeCount).toBe(0);
  });

  it('spec.messages override the wording', async () => {
    const { call } = harness({
      access: ['homeowner'],
      messages: {
        unauthenticated: 'You must be logged in to add a property',
        permissionDenied: 'Homeowners only.',
      },
    });
    expect((await httpsFailure(call({ data: good }))).message).toBe(
      'You must be logged in to add a property',
    );
    expect((await httpsFailure(call({ auth: auth('realtor'), data: good }))).message).toBe(
      'Homeowners only.',
    );
  });

  it('wrong role → permission-denied; allowed roles pass; a missing role claim counts as homeowner', async () => {
    const { call, store } = harness({ access: ['contractor', 'realtor'] });
    const error = await httpsFailure(call({ auth: auth('homeowner'), data: good }));
    expect([error.code, error.message]).toEqual([
      'permission-denied',
      'You do not have permission to do this.',
    ]);
    expect((await httpsFailure(call({ auth: auth(), data: good }))).code).toBe('permission-denied');
    expect((await httpsFailure(call({ auth: auth('admin'), data: good }))).code).toBe(
      'permission-denied',
    );
    await expect(call({ auth: auth('realtor'), data: good })).resolves.toMatchObject({
      id: 'Lamp',
    });
    expect(store.writeCount).toBe(1);
  });

  it("'public': no auth runs as GUEST; with auth, as the caller", async () => {
    const seen: Caller[] = [];
    const { call } = harness({
      access: 'public',
      run: async ({ caller }) => {
        seen.push(caller);
        return isGuest(caller);
      },
    });
    await expect(call({ data: good })).resolves.toBe(true);
    await expect(call({ auth: auth('realtor'), data: good })).resolves.toBe(false);
    expect(seen[0]).toEqual(GUEST);
    expect(seen[1]?.role).toBe('realtor');
  });
});

describe('callableShell: errors from run', () => {
  it('a Rejection (e.g. from applyPlan) → HttpsError with its code, message and details; nothing written', async () => {
    const { call, store, logs } = harness();
    await call({ auth: auth(), data: good });
    const error = await httpsFailure(call({ auth: auth(), data: good }));
    expect([error.code, error.message, error.details]).toEqual([
      'already-exists',
      'That thing exists.',
      { field: 'title' },
    ]);
    expect(store.writeCount).toBe(1);
    expect(logs).toEqual([]);
  });

  it('an HttpsError is passed through as is', async () => {
    const thrown = new HttpsError('failed-precondition', 'Connect QuickBooks first.', { x: 1 });
    const { call, logs } = harness({
      run: async () => {
        throw thrown;
      },
    });
    expect(await httpsFailure(call({ auth: auth(), data: good }))).toBe(thrown);
    expect(logs).toEqual([]);
  });

  it('anything else → logged with its cause, internal with the generic (or the spec’s) message', async () => {
    const cause = new Error('socket hang up');
    const boom = new Error('write failed', { cause });
    const { call, logs } = harness({
      run: async () => {
        throw boom;
      },
    });
    const error = await httpsFailure(call({ auth: auth(), data: good }));
    expect([error.code, error.message]).toEqual([
      'internal',
      'Something went wrong. Please try again.',
    ]);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.message).toBe('addThing: unexpected error');
    expect(logs[0]?.context).toMatchObject({ error: boom, cause, uid: 'u1' });
    // Nothing about the input is logged.
    expect(JSON.stringify(logs[0]?.context)).not.toContain('Lamp');

    const custom = harness({
      messages: { internal: 'We could not save your repair.' },
      run: async () => {
        throw 'a string';
      },
    });
    expect((await httpsFailure(custom.call({ auth: auth(), data: good }))).message).toBe(
      'We could not save your repair.',
    );
  });

  it('a failed transaction write (fault) leaves nothing behind and reports internal', async () => {
    const { call, store, logs } = harness();
    store.failAfter(0);
    expect((await httpsFailure(call({ auth: auth(), data: good }))).code).toBe('internal');
    expect(store.snapshot()).toEqual({});
    expect(logs).toHaveLength(1);
  });

  it('without an injected logger, ports.log receives unexpected errors', async () => {
    const logged: string[] = [];
    const call = callableShell(
      spec({
        run: async () => {
          throw new Error('x');
        },
      }),
      { store: new MemoryStore(), log: { error: (message: string) => void logged.push(message) } },
    );
    await httpsFailure(call({ auth: auth(), data: good }));
    expect(logged).toEqual(['addThing: unexpected error']);
  });
});

describe('plans', () => {
  it('applyPlan returns the writes and result of an apply plan and throws a Rejection for a reject plan', () => {
    const plan = apply([{ op: 'delete', path: 'a/b' }], 7);
    expect(applyPlan(plan)).toEqual({ writes: [{ op: 'delete', path: 'a/b' }], result: 7 });
    const rejection = (() => {
      try {
        applyPlan(reject('not-found', 'Property not found.', { id: 'p' }));
      } catch (error) {
        return error;
      }
    })();
    expect(rejection).toBeInstanceOf(Rejection);
    expect(rejection).toMatchObject({
      code: 'not-found',
      message: 'Property not found.',
      details: { id: 'p' },
    });
    expect(reject('aborted', 'x')).toEqual({ kind: 'reject', code: 'aborted', message: 'x' });
  });
});

describe('onCallable', () => {
  it('builds a v2 callable in us-central1 whose run() goes through the shell with fresh ports', async () => {
    const store = new MemoryStore();
    let made = 0;
    const fn = onCallable({ ...spec(), name: 'addProperty' }, () => {
      made += 1;
      return { store };
    });
    expect(fn.__endpoint.region).toEqual(['us-central1']);
    expect(fn.__endpoint.maxInstances).toBe(10);
    expect(fn.__endpoint.callableTrigger).toBeDefined();
    // A callable without a plan in FUNCTION_PLANS cannot be wired at all.
    expect(() => onCallable(spec(), () => ({ store }))).toThrow(/no entry in FUNCTION_PLANS/);
    const request = { auth: auth(), data: good, rawRequest: {} } as unknown as Parameters<
      typeof fn.run
    >[0];
    await expect(fn.run(request)).resolves.toMatchObject({ id: 'Lamp' });
    expect(made).toBe(1);
  });

  it('a port factory that throws a Rejection reaches the client as that error; bad input never builds ports', async () => {
    let made = 0;
    const fn = onCallable({ ...spec(), name: 'addProperty' }, () => {
      made += 1;
      throw new Rejection('unavailable', 'Not here.');
    });
    const bad = { auth: auth(), data: {}, rawRequest: {} } as unknown as Parameters<
      typeof fn.run
    >[0];
    expect((await httpsFailure(fn.run(bad))).code).toBe('invalid-argument');
    expect(made).toBe(0);
    const ok = { auth: auth(), data: good, rawRequest: {} } as unknown as Parameters<
      typeof fn.run
    >[0];
    const error = await httpsFailure(fn.run(ok));
    expect([error.code, error.message]).toEqual(['unavailable', 'Not here.']);
  });
});

describe('refuseReplayedToken (public callables consume their App Check token, #33)', () => {
  it('refuses a token the App Check service has seen before, and nothing else', () => {
    expect(() => refuseReplayedToken({ alreadyConsumed: true })).toThrow(REPLAYED_TOKEN_MESSAGE);
    expect(() => refuseReplayedToken({ alreadyConsumed: false })).not.toThrow();
    expect(() => refuseReplayedToken(undefined)).not.toThrow();
  });
});
