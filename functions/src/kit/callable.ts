/**
 * The callable kit (docs/architecture.md §3): every callable is a `CallableSpec` —
 * a shared valibot schema, who may call it, and a `run` that reads, decides
 * purely and applies a plan through injected ports. `callableShell` turns a
 * spec plus ports into the handler (tier 1 runs it with in-memory ports),
 * `onCallable` wires it to Cloud Functions with production ports.
 *
 * Every failure leaves as an HttpsError with a user-facing message:
 *
 * | what                               | code                | message                                   | details          |
 * |------------------------------------|---------------------|-------------------------------------------|------------------|
 * | no auth, access not 'public'       | `unauthenticated`   | messages.unauthenticated ?? default       | spec.details     |
 * | role not in access                 | `permission-denied` | messages.permissionDenied ?? default      | spec.details     |
 * | data fails the schema              | `invalid-argument`  | first failing field's message (fieldOrder)| `{ field }`      |
 * | email not verified (verifiedEmail) | `permission-denied` | "Please verify your email address first." | + `{ reason }`   |
 * | run throws `Rejection`             | its code            | its message                               | its details      |
 * | run throws `HttpsError`            | passed through      |                                           |                  |
 * | anything else (logged with cause)  | `internal`          | messages.internal ?? default              | spec.details     |
 *
 * App Check: `onCallable` enforces it on every callable (an absent or invalid App
 * Check token is refused by firebase-functions as `unauthenticated` before the
 * handler runs), except in the Functions emulator, which cannot verify App Check
 * tokens offline and would refuse every call (firebase/firebase-tools#5253).
 */
import * as v from 'valibot';
import {
  onCall,
  HttpsError,
  type CallableFunction,
  type CallableOptions,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import {
  DEFAULT_ROLE,
  TRUST_MESSAGES,
  firstIssue,
  roleFromClaim,
  type CallableInput,
  type CallableName,
  type CallableResponse,
  type Role,
} from '@homeledger/domain';
import { platformClientAddress } from './client-address';
import type { WriteOp } from './store';
import { FUNCTION_REGION, functionOptions, withWarmUp } from './function-options';

export type { FunctionsErrorCode };

export const CALLABLE_MESSAGES = {
  unauthenticated: 'You must be logged in to continue.',
  permissionDenied: 'You do not have permission to do this.',
  internal: 'Something went wrong. Please try again.',
} as const;

export const CALLABLE_REGION = FUNCTION_REGION;

/** Who is calling. For a 'public' callable without auth this is `GUEST` (see `isGuest`). */
export interface Caller {
  uid: string;
  role: Role;
  /** The token's `name`: never shown to other people (their profile's name is). */
  name: string | null;
  email: string | null;
  /** The ID token's `email_verified` claim (set by Firebase Auth, not by the client). */
  emailVerified: boolean;
}

export const GUEST: Caller = Object.freeze({
  uid: '',
  role: DEFAULT_ROLE,
  name: null,
  email: null,
  emailVerified: false,
});

export function isGuest(caller: Caller): boolean {
  return caller.uid === '';
}

/** An expected refusal with a user-facing message; becomes `HttpsError(code, message, details)`. */
export class Rejection extends Error {
  constructor(
    public readonly code: FunctionsErrorCode,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'Rejection';
  }
}

/** Where unexpected errors are reported (firebase-functions' logger fits). */
export interface Logger {
  error(message: string, context?: Record<string, unknown>): void;
}

export type Access = 'public' | 'signed-in' | readonly Role[];

export interface CallableMessages {
  unauthenticated?: string;
  permissionDenied?: string;
  internal?: string;
}

export interface CallableSpec<I, R, P> {
  /** A name in the callable contract (`@homeledger/domain` callables/contract.ts). */
  name: CallableName;
  schema: v.GenericSchema<unknown, I>;
  /** Which failing field is reported first (form order). */
  fieldOrder?: readonly string[];
  access: Access;
  /** Per-callable wording for the kit's own errors (the product spec words some of them). */
  messages?: CallableMessages;
  /** Extra details merged into every error the kit itself raises (e.g. `{ banner: 'error' }`). */
  details?: Record<string, unknown>;
  /**
   * Only callers whose email is verified (the ID token's `email_verified`): anything
   * that trusts an account by its email (sharing, validation, record offers).
   */
  verifiedEmail?: boolean;
  run(args: {
    input: I;
    caller: Caller;
    ports: P;
    now: Date;
    /** The caller's address as the platform saw it, for shared rate limits; null if unknown. */
    clientIp: string | null;
  }): Promise<R>;
}

/**
 * The spec of contract callable `N`: its schema must yield the contract's input and its
 * `run` answer the contract's response, so the function and the web client's
 * `callFunction(N, …)` cannot drift apart without `npm run typecheck` failing.
 */
export type ContractSpec<N extends CallableName, P> = CallableSpec<
  CallableInput<N>,
  CallableResponse<N>,
  P
> & { name: N };

/** The part of a callable request the shell reads (a `CallableRequest` fits). */
export interface CallableRequestLike {
  auth?: { uid: string; token: Record<string, unknown> } | null;
  data: unknown;
  /** The caller's address, the platform's hop (client-address.ts); absent in shells. */
  clientIp?: string | null;
}

export interface ShellOptions {
  /** The clock (tests fix it). */
  now?: () => Date;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function callerFromAuth(auth: { uid: string; token: Record<string, unknown> }): Caller {
  return {
    uid: auth.uid,
    role: roleFromClaim(auth.token['role']),
    name: stringClaim(auth.token['name']),
    email: stringClaim(auth.token['email']),
    emailVerified: auth.token['email_verified'] === true,
  };
}

function allowed(access: Access, caller: Caller): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return access.includes(caller.role);
}

function portsLogger(ports: unknown): Logger | undefined {
  if (typeof ports !== 'object' || ports === null || !('log' in ports)) return undefined;
  const log = (ports as { log?: unknown }).log;
  return typeof log === 'object' && log !== null && typeof (log as Logger).error === 'function'
    ? (log as Logger)
    : undefined;
}

/** Maps whatever `run` (or the port factory) threw to the HttpsError the client sees. */
export function toHttpsError(
  error: unknown,
  spec: Pick<CallableSpec<unknown, unknown, unknown>, 'name' | 'messages' | 'details'>,
  log: Logger,
  context: Record<string, unknown> = {},
): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof Rejection) return new HttpsError(error.code, error.message, error.details);
  log.error(`${spec.name}: unexpected error`, {
    ...context,
    error,
    cause: error instanceof Error ? error.cause : undefined,
  });
  return new HttpsError(
    'internal',
    spec.messages?.internal ?? CALLABLE_MESSAGES.internal,
    spec.details,
  );
}

/**
 * The handler for a spec, with ports made on demand (after the auth, role and
 * schema checks, so bad requests never touch a backend). `onCallable` uses it
 * with a production port factory; `callableShell` with fixed ports.
 */
export function callableHandler<I, R, P>(
  spec: CallableSpec<I, R, P>,
  getPorts: () => P | Promise<P>,
  log?: Logger,
  options: ShellOptions = {},
): (request: CallableRequestLike) => Promise<R> {
  const clock = options.now ?? (() => new Date());
  const kitError = (code: FunctionsErrorCode, message: string, details?: Record<string, unknown>) =>
    new HttpsError(code, message, { ...spec.details, ...details });

  return async function handle(request: CallableRequestLike): Promise<R> {
    const auth = request.auth ?? null;
    if (!auth && spec.access !== 'public') {
      throw kitError(
        'unauthenticated',
        spec.messages?.unauthenticated ?? CALLABLE_MESSAGES.unauthenticated,
      );
    }
    const caller = auth ? callerFromAuth(auth) : GUEST;
    if (!allowed(spec.access, caller)) {
      throw kitError(
        'permission-denied',
        spec.messages?.permissionDenied ?? CALLABLE_MESSAGES.permissionDenied,
      );
    }

    const parsed = v.safeParse(spec.schema, request.data);
    if (!parsed.success) {
      const issue = firstIssue(spec.schema, request.data, spec.fieldOrder) ?? {
        field: null,
        message: parsed.issues[0]?.message ?? 'Invalid request.',
      };
      throw kitError('invalid-argument', issue.message, issue.field ? { field: issue.field } : {});
    }
    // After the schema, so the form's own mistakes are reported first; before any port.
    if (spec.verifiedEmail && !caller.emailVerified)
      throw kitError('permission-denied', TRUST_MESSAGES.verifyEmailFirst, {
        reason: 'email-not-verified',
      });

    let ports: P | undefined;
    try {
      ports = await getPorts();
      return await spec.run({
        input: parsed.output,
        caller,
        ports,
        now: clock(),
        clientIp: request.clientIp ?? null,
      });
    } catch (error) {
      throw toHttpsError(error, spec, log ?? portsLogger(ports) ?? logger, {
        uid: caller.uid || null,
      });
    }
  };
}

/**
 * The shell: `(request) => Promise<R>` or throws an HttpsError (see the table at
 * the top). Unexpected errors go to `log`, else `ports.log`, else the Functions logger.
 */
export function callableShell<I, R, P>(
  spec: CallableSpec<I, R, P>,
  ports: P,
  log?: Logger,
  options?: ShellOptions,
): (request: CallableRequestLike) => Promise<R> {
  return callableHandler(spec, () => ports, log, options);
}

/** Whether this process runs in the Functions emulator (firebase-tools sets `FUNCTIONS_EMULATOR=true`). */
export function inFunctionsEmulator(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  return env['FUNCTIONS_EMULATOR'] === 'true';
}

/** App Check is enforced everywhere but in the Functions emulator (see the note at the top). */
export function appCheckEnforced(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  return !inFunctionsEmulator(env);
}

/** A callable's own options; App Check is the kit's to decide, never a callable's. */
export type CallableKitOptions = Omit<CallableOptions, 'enforceAppCheck' | 'consumeAppCheckToken'>;

export const REPLAYED_TOKEN_MESSAGE = 'This request could not be verified. Please try again.';

/**
 * With `consumeAppCheckToken`, the App Check service marks a token it has seen before
 * (`alreadyConsumed`) but lets the request through: refusing it is ours to do.
 */
export function refuseReplayedToken(app: { alreadyConsumed?: boolean } | undefined): void {
  if (app?.alreadyConsumed === true)
    throw new HttpsError('failed-precondition', REPLAYED_TOKEN_MESSAGE, { reason: 'app-check' });
}

/**
 * Production wiring: `onCall` with the function's options from FUNCTION_PLANS (region,
 * maxInstances, timeout, memory; `options` adds secrets and the like), App Check
 * enforced outside the emulator (the kit's decision, never a callable's), and the spec's
 * handler. `makePorts` runs per request after the cheap checks and may load the SDKs
 * it needs (so a function loads only its own); it may throw a `Rejection` (e.g. the
 * emulator guard's 'unavailable'), which reaches the client as that HttpsError.
 * `warmUp` adds what the first request loads later (a client library made on first call).
 */
export function onCallable<I, R, P>(
  spec: CallableSpec<I, R, P>,
  makePorts: () => P | Promise<P>,
  options: CallableKitOptions = {},
  warmUp?: () => Promise<unknown>,
): CallableFunction<unknown, Promise<R>> {
  const handle = callableHandler(spec, makePorts, logger);
  const enforced = appCheckEnforced();
  // A public callable consumes its App Check token: a replayed one is refused (#33).
  const consume = enforced && spec.access === 'public';
  const fn = onCall<unknown, Promise<R>>(
    {
      ...functionOptions(spec.name),
      ...options,
      enforceAppCheck: enforced,
      consumeAppCheckToken: consume,
    },
    (request) => {
      if (consume) refuseReplayedToken(request.app);
      return handle({
        auth: request.auth ?? null,
        data: request.data,
        clientIp: platformClientAddress(request.rawRequest),
      });
    },
  );
  return withWarmUp(fn, async () => {
    await makePorts();
    await warmUp?.();
  });
}

/** The result of a pure decision: refuse with a user-facing message, or these writes and this result. */
export type Plan<R> =
  | { kind: 'reject'; code: FunctionsErrorCode; message: string; details?: Record<string, unknown> }
  | { kind: 'apply'; writes: WriteOp[]; result: R };

/** For `store.transact(async (tx) => applyPlan(decide(...)))`: throws `Rejection` for 'reject'. */
export function applyPlan<R>(plan: Plan<R>): { writes: WriteOp[]; result: R } {
  if (plan.kind === 'reject') throw new Rejection(plan.code, plan.message, plan.details);
  return { writes: plan.writes, result: plan.result };
}

/** Shorthand for decisions: `return reject('not-found', PROPERTY_MESSAGES.notFound)`. */
export function reject(
  code: FunctionsErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Extract<Plan<never>, { kind: 'reject' }> {
  return details ? { kind: 'reject', code, message, details } : { kind: 'reject', code, message };
}

/** Shorthand for decisions: `return apply(writes, { id })`. */
export function apply<R>(writes: WriteOp[], result: R): Extract<Plan<R>, { kind: 'apply' }> {
  return { kind: 'apply', writes, result };
}
