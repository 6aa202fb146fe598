/**
 * Who may ask for a home's history report, and the `reports/{id}` document that asks
 * for it (pure). The rendering itself happens in the `renderHistoryReport` trigger.
 */
import {
  KEPT_REPORT_KIND,
  REPORT_MESSAGES as M,
  REPORTS_COLLECTION,
  isKeptReport,
  mayOnHome,
  readMembers,
  type CreateHistoryReportInput,
  type CreateHistoryReportResult,
  type KeptReportFacts,
  type ReportCreatorRole,
  type ReportOptions,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import { dateField, propertyRefField, textField } from '../kit/doc-fields';
import { docPath, type DocData } from '../kit/store';
import { reportCodeHash } from './report-code-hash';

/** A queued or rendering report older than this is taken as dead (its function timed out). */
export const REPORT_STALE_MS = 15 * 60 * 1000;

export interface CreateReportFacts {
  input: CreateHistoryReportInput;
  caller: Caller;
  /** `properties/{propertyId}`, or null. */
  property: DocData | null;
  /** Whether `properties/{id}/shares/{caller}` exists (a realtor's access). */
  shared: boolean;
  /** The property's reports that are queued or rendering. */
  pending: DocData[];
  newId: string;
  code: string;
  now: Date;
}

/** A stored timestamp in milliseconds (0 when missing): how old a queued report is. */
export function millis(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value)
    return (value as { toMillis(): number }).toMillis();
  return 0;
}

/** The home's owner and members as stored on the property document. */
export function homeOf(property: DocData): {
  ownerId: string;
  members: ReturnType<typeof readMembers>;
} {
  const ownerId = typeof property['ownerId'] === 'string' ? property['ownerId'] : '';
  return { ownerId, members: readMembers(property['members']) };
}

/**
 * Who may ask for the home's report, as what: the household by the role on the home now
 * (`report`: the owner, a co-owner, a delegate whose live grant names reports) as the
 * homeowner side; a realtor the home is shared with as a realtor; nobody else.
 */
export function creatorRole(
  caller: Caller,
  property: DocData,
  shared: boolean,
  now: Date,
): ReportCreatorRole | null {
  if (mayOnHome(homeOf(property), caller.uid, 'report', now)) return 'homeowner';
  const viewers = Array.isArray(property['viewerIds']) ? property['viewerIds'] : [];
  if (caller.role === 'realtor' && shared && viewers.includes(caller.uid)) return 'realtor';
  return null;
}

export function planCreateHistoryReport(facts: CreateReportFacts): Plan<CreateHistoryReportResult> {
  const { input, caller, property, now } = facts;
  // Someone who may not see the home learns nothing about it, not even that it exists.
  if (!property || property['deleting'] === true) return reject('not-found', M.propertyNotFound);
  const role = creatorRole(caller, property, facts.shared, now);
  if (!role) return reject('not-found', M.propertyNotFound);
  if (property['verificationStatus'] === 'disputed')
    return reject('failed-precondition', M.disputed);
  if (typeof property['repairCount'] !== 'number' || property['repairCount'] < 1)
    return reject('failed-precondition', M.noRepairs);
  // The report a previous owner keeps at a transfer is theirs: it never holds up the home's.
  const busy = facts.pending.some(
    (report) =>
      !isKeptReport(report) && now.getTime() - millis(report['updatedAt']) < REPORT_STALE_MS,
  );
  if (busy) return reject('failed-precondition', M.inProgress);

  const stored: unknown = property['viewerIds'];
  const viewerIds = Array.isArray(stored)
    ? stored.filter((id): id is string => typeof id === 'string')
    : [];
  const report = {
    propertyId: input.propertyId,
    ownerId: property['ownerId'],
    viewerIds,
    createdBy: { uid: caller.uid, role },
    options: {
      includeReceipts: input.includeReceipts,
      includeCosts: input.includeCosts,
      includePhoto: input.includePhoto,
    },
    ...queuedReportFields(facts.code, now),
  };
  return apply([{ op: 'create', path: docPath(REPORTS_COLLECTION, facts.newId), data: report }], {
    reportId: facts.newId,
  });
}

/**
 * A new report's state: queued for the render trigger, nothing made yet, its code live. The
 * code itself stays only until the render prints it (render-report.ts); `codeHash` is what
 * verifyReport finds it by (report-code-hash.ts, #33).
 */
function queuedReportFields(code: string, now: Date) {
  return {
    state: 'queued',
    progress: { done: 0, total: 0 },
    failureReason: null,
    path: null,
    size: null,
    sha256: null,
    pageCount: null,
    code,
    codeHash: reportCodeHash(code),
    codeWithdrawn: false,
    certified: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Everything goes into the report a previous owner keeps: it is their own record. */
export const KEPT_REPORT_OPTIONS: ReportOptions = {
  includeReceipts: true,
  includeCosts: true,
  includePhoto: true,
};

/**
 * The queued `reports/{id}` a previous owner keeps when their home is transferred (made by
 * the transfer job, see transfers/transfer.plan.ts `planKeepReport`): the home as it was at
 * the transfer instant (`kept`), owned and read by them alone, rendered by the same trigger.
 */
export function keptReportDoc(args: {
  propertyId: string;
  ownerUid: string;
  kept: KeptReportFacts<Date>;
  code: string;
  now: Date;
}): DocData {
  return {
    propertyId: args.propertyId,
    ownerId: args.ownerUid,
    viewerIds: [args.ownerUid],
    createdBy: { uid: args.ownerUid, role: 'homeowner' },
    options: { ...KEPT_REPORT_OPTIONS },
    ...queuedReportFields(args.code, args.now),
    kind: KEPT_REPORT_KIND,
    kept: { ...args.kept, property: { ...args.kept.property } },
  };
}

/** A kept report's record of the home at the transfer instant, or null for any other report. */
export function keptFacts(report: DocData): KeptReportFacts<Date> | null {
  if (!isKeptReport(report)) return null;
  const kept = (report['kept'] ?? {}) as Record<string, unknown>;
  const transferredAt = dateField(kept['transferredAt']);
  if (!transferredAt) return null;
  return {
    transferId: textField(kept['transferId']),
    transferredAt,
    property: propertyRefField(kept['property']),
    ownerName: textField(kept['ownerName']),
    verificationStatus: textField(kept['verificationStatus']),
    photoPath: typeof kept['photoPath'] === 'string' ? kept['photoPath'] : null,
  };
}
