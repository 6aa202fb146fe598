/**
 * Every deployed function's options, in one table, applied per function where it is
 * defined. (`setGlobalOptions` in index.ts ran after the ES modules it imports had
 * already defined their functions, so most of them never saw it.)
 *
 * `maxInstances` caps what a function can cost and how far a burst or an abuser can
 * scale it; it is chosen for what each does. Each instance serves up to 80 requests at
 * once (the 2nd gen default), so these caps are far above the app's expected load —
 * except the heavy jobs (`ONE_AT_A_TIME`), which take one request per instance (#29).
 */
import type { MemoryOption } from 'firebase-functions/v2/options';
import { LONG_CALLABLE_TIMEOUT_SECONDS } from '@homeledger/domain';

export const FUNCTION_REGION = 'us-central1';

export interface FunctionPlan {
  maxInstances: number;
  /** Default 60 s. */
  timeoutSeconds?: number;
  /** Default 256MiB. */
  memory?: MemoryOption;
  /** Requests one instance serves at once; default 80. */
  concurrency?: number;
  /** vCPUs per instance; default by memory (1 up to 2GiB). */
  cpu?: number;
}

/** Everyday writes from signed-in users: the product's main traffic. */
const EVERYDAY: FunctionPlan = { maxInstances: 20 };
/** Rarer actions, or answers about other accounts: a lower cap limits abuse. */
const OCCASIONAL: FunctionPlan = { maxInstances: 10 };
/** Work that fans out to many documents: few at once, each with time. */
const long = (seconds: number, memory?: MemoryOption): FunctionPlan => ({
  maxInstances: 5,
  timeoutSeconds: seconds,
  ...(memory ? { memory } : {}),
});
/**
 * One request per instance, for the jobs that fill an instance's memory or CPU on their own
 * (a report's render, an export, a transfer): at the default 80, two or three would share one
 * CPU and its memory, and one running out would end them all (issue #29). They are rare, so
 * an instance each costs little; `maxInstances` still caps how many run at once.
 */
const ONE_AT_A_TIME = { concurrency: 1 } as const;

export const FUNCTION_PLANS = {
  /** Liveness probe for the emulator and the E2E suite. */
  ping: { maxInstances: 1 },
  /** Public: anyone can call it, so it is capped like the lookups. */
  registerAccount: OCCASIONAL,
  addProperty: OCCASIONAL,
  deleteProperty: long(LONG_CALLABLE_TIMEOUT_SECONDS.deleteProperty),
  setPropertyPhoto: OCCASIONAL,
  /**
   * One call per pause in typing and billed by Google per session: the per-user rate
   * limit is counted per instance, so fewer instances keep it meaningful.
   */
  placesAutocomplete: OCCASIONAL,
  placesDetails: OCCASIONAL,
  mapsConfig: OCCASIONAL,
  addRepair: EVERYDAY,
  updateRepair: EVERYDAY,
  deleteRepair: EVERYDAY,
  /**
   * After every repair write: one small transaction (the home and its summary shards). A
   * share or a transfer rewrites a home's repairs in bursts of 500, so it runs beside them.
   */
  syncRepairSummary: EVERYDAY,
  /** Daily jobs: one run at a time. */
  cleanupOrphanReceipts: { maxInstances: 1, timeoutSeconds: 540 },
  cleanupOldExports: { maxInstances: 1, timeoutSeconds: 540 },
  cleanupOrphanPhotos: { maxInstances: 1, timeoutSeconds: 540 },
  cleanupOrphanWarrantyDocuments: { maxInstances: 1, timeoutSeconds: 540 },
  /** One event per finished upload: as many at once as uploads arrive. */
  removeUploadDownloadTokens: OCCASIONAL,
  /** Answers whether an account exists for an email: capped as a lookup. */
  shareProperty: long(LONG_CALLABLE_TIMEOUT_SECONDS.shareProperty),
  unshareProperty: long(LONG_CALLABLE_TIMEOUT_SECONDS.unshareProperty),
  /** Streams every visible repair: memory for the CSV writer, time for paging. */
  exportCsv: { ...long(LONG_CALLABLE_TIMEOUT_SECONDS.exportCsv, '512MiB'), ...ONE_AT_A_TIME },
  addServiceRecord: EVERYDAY,
  updateServiceRecord: EVERYDAY,
  deleteServiceRecord: EVERYDAY,
  /** These three look accounts up by email. */
  requestValidation: OCCASIONAL,
  cancelValidationRequest: OCCASIONAL,
  answerValidation: OCCASIONAL,
  submitBusinessLicence: OCCASIONAL,
  sendServiceRecord: OCCASIONAL,
  answerRecordOffer: OCCASIONAL,
  quickbooksConnect: OCCASIONAL,
  quickbooksCallback: OCCASIONAL,
  quickbooksStatus: OCCASIONAL,
  quickbooksDisconnect: OCCASIONAL,
  /** Intuit allows 500 requests a minute per company: a few imports at once. */
  quickbooksImport: long(LONG_CALLABLE_TIMEOUT_SECONDS.quickbooksImport, '512MiB'),
  /** Home History Report: queueing and withdrawing are quick; verifying is public. */
  createHistoryReport: OCCASIONAL,
  withdrawReportCode: OCCASIONAL,
  /** One read and one signature per click on Download. */
  reportDownloadLink: OCCASIONAL,
  remakeKeptReport: OCCASIONAL,
  verifyReport: OCCASIONAL,
  /**
   * Renders one report (receipts downscaled by sharp, PDFs' images too): `npm run
   * bench:report` measures 200 receipts of 3–5 MB at ≈ 0.8 GB peak RSS and ≈ 60 s of CPU,
   * hence 2 GiB and one report per instance. Two vCPUs: the renderer prepares the next two
   * receipts (sharp, off the main thread) while it adds one, so the CPU time is spread over
   * both and the wall time stays well inside the timeout (Cloud Run bills per vCPU-second:
   * about the same cost as one vCPU for twice as long).
   */
  renderHistoryReport: { ...long(540, '2GiB'), ...ONE_AT_A_TIME, cpu: 2 },
  /** Every 30 minutes: reports whose render died are marked failed (a few queries). */
  sweepStuckReports: { maxInstances: 1, timeoutSeconds: 120 },
  /** Buyer links: the owner's actions, and the public page a buyer opens without an account. */
  createBuyerLink: OCCASIONAL,
  revokeBuyerLink: OCCASIONAL,
  extendBuyerLink: OCCASIONAL,
  /** Public and unauthenticated: capped so a flood of opens cannot scale the bill. */
  openBuyerLink: OCCASIONAL,
  buyerLinkReceipt: OCCASIONAL,
  /** Transfers: startTransfer looks an account up by email; acceptance moves every repair. */
  startTransfer: OCCASIONAL,
  resendTransferInvitation: OCCASIONAL,
  /** Every verified homeowner's dashboard calls it once per session. */
  claimTransferInvitations: EVERYDAY,
  cancelTransfer: OCCASIONAL,
  declineTransfer: OCCASIONAL,
  /** Moves every repair of the home in batches: one transfer per instance. */
  acceptTransfer: { ...long(LONG_CALLABLE_TIMEOUT_SECONDS.acceptTransfer), ...ONE_AT_A_TIME },
  /** Hourly: acceptance jobs that stopped and were not retried. */
  resumeStuckTransfersHourly: { maxInstances: 1, timeoutSeconds: 540 },
  /** Households: the owner's invite looks an account up by email; the rest are quick. */
  inviteMember: OCCASIONAL,
  /** Every verified homeowner's dashboard calls it once per session. */
  claimMemberInvitations: EVERYDAY,
  withdrawMemberInvitation: OCCASIONAL,
  /** Joining and leaving move the member on every repair of the home (chunked). */
  acceptMemberInvitation: long(LONG_CALLABLE_TIMEOUT_SECONDS.acceptMemberInvitation),
  declineMemberInvitation: OCCASIONAL,
  removeMember: long(LONG_CALLABLE_TIMEOUT_SECONDS.removeMember),
  leaveHome: long(LONG_CALLABLE_TIMEOUT_SECONDS.leaveHome),
  changeMemberRole: OCCASIONAL,
  /** The last agreement runs the owner's transfer or delete (a delete removes every repair). */
  answerConsent: long(LONG_CALLABLE_TIMEOUT_SECONDS.answerConsent),
  cancelConsent: OCCASIONAL,
  /** A delegate's every visit to a home it was granted (one log entry per hour). */
  logHomeOpen: EVERYDAY,
  /** A member's own choice of a home's reminders. */
  setHomeReminders: OCCASIONAL,
  /** Hourly: delegates whose grant has ended leave their homes. */
  endDelegateGrantsHourly: { maxInstances: 1, timeoutSeconds: 540 },
  /** The holder's answer to a dispute notice (may start a transfer: an account lookup). */
  resolveDispute: OCCASIONAL,
  /** Daily: unanswered dispute notices past their 30 days. */
  lapseDisputesDaily: { maxInstances: 1, timeoutSeconds: 540 },
  /** Maintenance plan and warranties (maintenance/): everyday owner writes. */
  addMaintenanceTask: EVERYDAY,
  updateMaintenanceTask: EVERYDAY,
  acceptMaintenanceTask: EVERYDAY,
  deleteMaintenanceTask: EVERYDAY,
  completeMaintenanceTask: EVERYDAY,
  skipMaintenanceTask: EVERYDAY,
  snoozeMaintenanceTask: EVERYDAY,
  addSuggestedTasks: OCCASIONAL,
  addWarranty: EVERYDAY,
  updateWarranty: EVERYDAY,
  deleteWarranty: EVERYDAY,
  /** Reminders (reminders/): settings, the private calendar feed, the daily digest. */
  saveReminderSettings: EVERYDAY,
  createCalendarFeed: OCCASIONAL,
  revokeCalendarFeed: OCCASIONAL,
  /** Public, token-addressed: capped low against scraping and abuse. */
  unsubscribeReminders: OCCASIONAL,
  stopInvitations: OCCASIONAL,
  calendarFeed: OCCASIONAL,
  /** Daily job over every owner with something due: one run at a time, time and memory to spare. */
  sendReminderDigests: { maxInstances: 1, timeoutSeconds: 540, memory: '512MiB' },
} as const satisfies Record<string, FunctionPlan>;

export type FunctionName = keyof typeof FUNCTION_PLANS;

export function isFunctionName(name: string): name is FunctionName {
  return Object.hasOwn(FUNCTION_PLANS, name);
}

/** The options a function is defined with: its region and its plan. Throws for a function without one. */
export function functionOptions(name: string): { region: string } & FunctionPlan {
  if (!isFunctionName(name))
    throw new Error(`${name} has no entry in FUNCTION_PLANS (kit/function-options.ts)`);
  return { region: FUNCTION_REGION, ...FUNCTION_PLANS[name] };
}

/**
 * What a function's first request loads before it touches a backend (its ports, the
 * clients they make). Attached to each exported function under this symbol so that
 * `npm run bench:cold-start` can time it in a fresh process; production never calls it.
 */
export const WARM_UP: unique symbol = Symbol.for('homeledger.warmUp');

export function withWarmUp<F extends object>(fn: F, warmUp: () => Promise<unknown>): F {
  Object.defineProperty(fn, WARM_UP, { value: warmUp });
  return fn;
}
