import type { CallableName } from './contract';

/**
 * How long the callables that may run long are allowed on the server, shared by the
 * functions (their `timeoutSeconds`) and the web client (how long it waits), so the
 * browser never gives up on work the server is still doing. Every other callable
 * keeps Cloud Functions' default of 60 s, under the client SDK's default wait of 70 s.
 */
export const LONG_CALLABLE_TIMEOUT_SECONDS = {
  /** Streams every visible repair through the CSV writer into Storage. */
  exportCsv: 300,
  /** A property with thousands of repairs is updated in several transactions. */
  shareProperty: 300,
  unshareProperty: 300,
  /** Pages through a large QuickBooks company's invoices, 100 per request. */
  quickbooksImport: 300,
  /** Moves a home's repairs in several transactions, then the per-collection steps. */
  acceptTransfer: 300,
  /** Deletes a home's repairs in batches of 500 and every receipt, photo and report file. */
  deleteProperty: 300,
  /** Joining or leaving a household moves the member on every repair of the home (as a share). */
  acceptMemberInvitation: 300,
  removeMember: 300,
  leaveHome: 300,
  /** The last co-owner's agreement runs the owner's delete (as deleteProperty) or transfer. */
  answerConsent: 300,
} as const satisfies Partial<Record<CallableName, number>>;

export type LongCallable = keyof typeof LONG_CALLABLE_TIMEOUT_SECONDS;

/** What the client adds to the server's limit: a cold start and the round trip. */
export const CLIENT_TIMEOUT_MARGIN_MS = 30_000;

/** How long the browser waits for a long callable: the server's limit plus the margin. */
export function callableClientTimeoutMs(name: LongCallable): number {
  return LONG_CALLABLE_TIMEOUT_SECONDS[name] * 1000 + CLIENT_TIMEOUT_MARGIN_MS;
}
