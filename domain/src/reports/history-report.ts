/**
 * The Home History Report (docs/architecture.md §2 `reports/{id}`): a PDF of a home's
 * repairs and receipts made by a function, with a verification code anyone can check
 * at `/verify/{code}` against the SHA-256 the function stored.
 *
 * Pure: the report document, the callables' schemas, the summary and the history rows
 * the PDF prints, and the certified summary the public page shows.
 */
import * as v from 'valibot';
import { formatCentsOr } from '../format/money';
import { parseIsoDate } from '../format/dates';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { displayText } from '../security/safe-text';
import { repairValidatedBy } from '../security/trust';
import { warrantyState, type Warranty, type WarrantyState } from '../maintenance/maintenance';

/** Firestore collection of `HistoryReport` documents. */
export const REPORTS_COLLECTION = 'reports';

export const REPORT_STATES = ['queued', 'rendering', 'done', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export interface ReportOptions {
  includeReceipts: boolean;
  includeCosts: boolean;
  includePhoto: boolean;
}

export const DEFAULT_REPORT_OPTIONS: ReportOptions = {
  includeReceipts: true,
  includeCosts: true,
  includePhoto: false,
};

/** Who asked for the report: the owner or a realtor the home is shared with. */
export type ReportCreatorRole = 'homeowner' | 'realtor';

/**
 * `kind` of the report a previous owner keeps when their home is transferred: made by the
 * transfer job, of the home as it was at the transfer instant, read by them alone and
 * never following the home afterwards. A report someone asked for has no `kind`.
 */
export const KEPT_REPORT_KIND = 'kept';

/** What a kept report records of the home at the transfer instant (it renders from this). */
export interface KeptReportFacts<TTime = unknown> {
  transferId: string;
  /** The transfer instant: repairs created after it are the new owner's and left out. */
  transferredAt: TTime;
  property: { address: string; city: string; state: string; zipCode: string };
  ownerName: string;
  verificationStatus: string;
  /** The property photo's Storage path then, if any. */
  photoPath: string | null;
}

export function isKeptReport(report: Readonly<Record<string, unknown>>): boolean {
  return report['kind'] === KEPT_REPORT_KIND;
}

/**
 * `reports/{id}`: written by functions only, readable by the property's viewers
 * (`viewerIds`, copied from the property when the report is created).
 */
export interface HistoryReport<TTime = unknown> {
  propertyId: string;
  ownerId: string;
  viewerIds: string[];
  createdBy: { uid: string; role: ReportCreatorRole };
  options: ReportOptions;
  state: ReportState;
  /** Receipts rendered so far out of all of them (state `rendering`), then the ZIP. */
  progress: { done: number; total: number; phase?: 'receipts' | 'zip' };
  /** Why it failed (state `failed`), for people. */
  failureReason: string | null;
  /** The PDF in Storage, its size and SHA-256 (hex) once done. */
  path: string | null;
  size: number | null;
  sha256: string | null;
  pageCount: number | null;
  /** The "Download everything" ZIP and its size, once done (null when it could not be made). */
  zipPath?: string | null;
  zipSize?: number | null;
  /** The verification code printed on the report and in its QR code. */
  code: string;
  /** The owner withdrew the code: `/verify/{code}` says so and certifies nothing. */
  codeWithdrawn: boolean;
  /** What `/verify/{code}` certifies (set when the report is done). */
  certified: CertifiedSummary | null;
  createdAt: TTime;
  updatedAt: TTime;
  /** `'kept'`: the previous owner's report of the day of transfer (see KEPT_REPORT_KIND). */
  kind?: typeof KEPT_REPORT_KIND;
  kept?: KeptReportFacts<TTime>;
}

// ---- verification code -----------------------------------------------------------------

/** RFC 4648 base32 (lower case): no 0/1/8/9, so a printed code is not misread as O/I/B/g. */
const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 26 base32 characters = 130 bits from a CSPRNG: unguessable (≥ 128 bits). */
export const REPORT_CODE_LENGTH = 26;
export const REPORT_CODE_PATTERN = /^[a-z2-7]{26}$/;

/** A fresh verification code from 130 random bits (`bytes`: 17 random bytes). */
export function reportCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 17) throw new RangeError('A report code needs 17 random bytes.');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < REPORT_CODE_LENGTH) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The code as printed: groups of four for reading aloud (`abcd-efgh-…`). */
export function formatReportCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** What someone may type or paste: groups, spaces and capitals are forgiven. */
export function normalizeReportCode(text: string): string {
  return text.toLowerCase().replace(/[\s-]/g, '');
}

/** Storage path of a report's PDF (readable by the property's viewers). */
export function reportPdfPath(propertyId: string, reportId: string): string {
  return `reports/${propertyId}/${reportId}.pdf`;
}

/** Storage path of a report's "Download everything" ZIP. */
export function reportZipPath(propertyId: string, reportId: string): string {
  return `reports/${propertyId}/${reportId}.zip`;
}

/**
 * Storage path of a kept report's PDF (or, with `.zip`, its ZIP): under the previous
 * owner's uid, readable by them alone, because the property's own folder follows the
 * home to its new owner.
 */
export function keptReportPath(uid: string, reportId: string, extension: 'pdf' | 'zip'): string {
  return `keptReports/${uid}/${reportId}.${extension}`;
}

export function reportsFolder(propertyId: string): string {
  return `reports/${propertyId}/`;
}

/** The file name a download gets: `home-history-123-main-st-2026-05-01.pdf`. */
export function reportFileName(address: string, generatedOn: string): string {
  const slug = address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `home-history-${slug || 'report'}-${generatedOn}.pdf`;
}

// ---- messages and schemas --------------------------------------------------------------

export const REPORT_MESSAGES = {
  signedOut: 'You must be logged in to create a report.',
  notAllowed: 'Only the owner or a realtor this home is shared with can create its report.',
  propertyNotFound: "The property you're looking for doesn't exist or you don't have access to it.",
  disputed: 'A report cannot be made while the ownership of this home is disputed.',
  noRepairs: 'Add a repair before creating a report.',
  inProgress: 'A report for this home is already being made. Please wait for it to finish.',
  failed: 'The report could not be created. Please try again.',
  reportNotFound: 'This report no longer exists.',
  ownerOnly: 'Only the owner can withdraw a report code.',
  withdrawFailed: 'The code could not be withdrawn. Please try again.',
  downloadFailed: 'The report could not be downloaded. Please try again.',
  notReady: 'This report is not ready to download yet.',
  option: 'Choose the report options again.',
  code: 'This is not a report verification code.',
  verifyFailed: 'The report could not be checked. Please try again.',
  notRemade: 'This report is made already or still being made.',
  renderFailed: 'The report could not be made. Please try again.',
  timedOut: 'The report took too long to make. Please try again.',
} as const;

const option = v.boolean(REPORT_MESSAGES.option);

export const CreateHistoryReportSchema = v.object(
  {
    propertyId: documentIdField(REPORT_MESSAGES.propertyNotFound),
    includeReceipts: option,
    includeCosts: option,
    includePhoto: option,
  },
  keyMessages(
    {
      propertyId: REPORT_MESSAGES.propertyNotFound,
      includeReceipts: REPORT_MESSAGES.option,
      includeCosts: REPORT_MESSAGES.option,
      includePhoto: REPORT_MESSAGES.option,
    },
    REPORT_MESSAGES.failed,
  ),
);
export type CreateHistoryReportInput = v.InferOutput<typeof CreateHistoryReportSchema>;
export const CREATE_REPORT_FIELDS = [
  'propertyId',
  'includeReceipts',
  'includeCosts',
  'includePhoto',
] as const;

export const WithdrawReportCodeSchema = v.object(
  { reportId: documentIdField(REPORT_MESSAGES.reportNotFound) },
  keyMessages({ reportId: REPORT_MESSAGES.reportNotFound }, REPORT_MESSAGES.withdrawFailed),
);
export type WithdrawReportCodeInput = v.InferOutput<typeof WithdrawReportCodeSchema>;

/** Which of a report's files `reportDownloadLink` signs: the PDF or the "Download everything" ZIP. */
export const REPORT_FILES = ['pdf', 'zip'] as const;
export type ReportFile = (typeof REPORT_FILES)[number];

/**
 * `reportDownloadLink`: a short-lived signed link to a report's PDF or ZIP, for whoever may
 * read the file under storage.rules, so the browser streams it to disk (issue #29).
 */
export const ReportDownloadLinkSchema = v.object(
  {
    reportId: documentIdField(REPORT_MESSAGES.reportNotFound),
    file: v.picklist(REPORT_FILES, REPORT_MESSAGES.downloadFailed),
  },
  keyMessages(
    { reportId: REPORT_MESSAGES.reportNotFound, file: REPORT_MESSAGES.downloadFailed },
    REPORT_MESSAGES.downloadFailed,
  ),
);
export type ReportDownloadLinkInput = v.InferOutput<typeof ReportDownloadLinkSchema>;
export interface ReportDownloadLinkResult {
  /** A V4 signed URL (minutes long) that serves the file as an attachment. */
  url: string;
}

/** `remakeKeptReport`: a kept report that failed is made again (its owner cannot ask anew). */
export const RemakeKeptReportSchema = v.object(
  { reportId: documentIdField(REPORT_MESSAGES.reportNotFound) },
  keyMessages({ reportId: REPORT_MESSAGES.reportNotFound }, REPORT_MESSAGES.failed),
);
export type RemakeKeptReportInput = v.InferOutput<typeof RemakeKeptReportSchema>;

export const VerifyReportSchema = v.object(
  {
    code: v.pipe(
      v.string(REPORT_MESSAGES.code),
      v.regex(REPORT_CODE_PATTERN, REPORT_MESSAGES.code),
    ),
  },
  keyMessages({ code: REPORT_MESSAGES.code }, REPORT_MESSAGES.code),
);
export type VerifyReportInput = v.InferOutput<typeof VerifyReportSchema>;

// ---- what /verify/{code} certifies ------------------------------------------------------

/** The facts the function certifies for a code (stored on the report when it is done). */
/**
 * What the report's "Ownership" line claims, and no more (#33): HomeLedger knows who claimed an
 * address first and whether anyone disputes it; it checks no title or public record. The PDF
 * prints these, and the verify page says the same of every report.
 */
export const REPORT_OWNERSHIP = {
  verified: (since: string | null) =>
    since ? `First claim, not disputed, since ${since}` : 'First claim, not disputed',
  pending: 'Pending verification',
  note: 'On HomeLedger, ownership means the owner claimed this address first and nobody disputes it. It is not a title search or a check of public records.',
} as const;

export interface CertifiedSummary {
  /** One line: "123 Main St, Springfield, IL 62704". */
  address: string;
  /** ISO instant the report was generated. */
  generatedAt: string;
  createdByRole: ReportCreatorRole;
  repairCount: number;
  validatedCount: number;
  /**
   * Of `validatedCount`, the marks given by a contractor whose business a reviewer had
   * verified (#33); absent on reports made before business checks.
   */
  businessVerifiedCount?: number;
  /** First and last service dates (`yyyy-MM-dd`), null without repairs. */
  dateRange: { from: string; to: string } | null;
  /** SHA-256 of the PDF, lower-case hex: what a dropped copy is compared with. */
  sha256: string;
  pageCount: number;
}

export type VerifyReportResult =
  { status: 'valid'; summary: CertifiedSummary } | { status: 'withdrawn' } | { status: 'unknown' };

export interface CreateHistoryReportResult {
  reportId: string;
}

// ---- the summary and the history -------------------------------------------------------

/** The fields of a repair the report reads (a stored `repairs/{id}` document fits). */
export interface ReportRepair {
  id: string;
  serviceType?: unknown;
  date?: unknown;
  status?: unknown;
  contractorName?: unknown;
  costCents?: unknown;
  description?: unknown;
  isContractorValidated?: unknown;
  validation?: unknown;
  receipt?: unknown;
  /** Made before the home was transferred to its current owner. */
  byPreviousOwner?: unknown;
  /** Its previous owner kept the receipt at the transfer (#33). */
  receiptKept?: unknown;
}

/** The home's systems a buyer asks about, and which repairs concern each. */
export const REPORT_SYSTEMS = [
  { system: 'HVAC', match: /\b(hvac|furnace|air condition\w*|a\/c|heat pump|boiler)\b/i },
  { system: 'Roof', match: /\broof\w*\b/i },
  { system: 'Plumbing', match: /\bplumb\w*\b/i },
  { system: 'Electrical', match: /\belectric\w*\b/i },
  { system: 'Water heater', match: /\bwater heater\b/i },
  { system: 'Appliances', match: /\bappliances?\b/i },
  { system: 'Security', match: /\bsecurity\b/i },
] as const;

export interface ReportSummary {
  repairCount: number;
  /** Newest year first. */
  byYear: { year: number; count: number; costCents: number }[];
  /** Most repairs first, then by name. */
  byServiceType: { serviceType: string; count: number; costCents: number }[];
  totalSpentCents: number;
  validatedCount: number;
  /** Validated repairs whose mark says the business was verified too (#33). */
  businessVerifiedCount: number;
  /** 0–1; 0 without repairs. */
  validatedShare: number;
  dateRange: { from: string; to: string } | null;
  /** Every system in REPORT_SYSTEMS, with its newest repair or null. */
  lastRepairBySystem: { system: string; date: string | null; serviceType: string | null }[];
}

const text = (value: unknown) => displayText(value);
const cents = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
const isoDate = (value: unknown) =>
  typeof value === 'string' && parseIsoDate(value) ? value : null;

/** Newest first; same date by id so the order never depends on the read. */
export function newestFirst<T extends ReportRepair>(repairs: readonly T[]): T[] {
  return [...repairs].sort((a, b) => {
    const da = isoDate(a.date) ?? '';
    const db = isoDate(b.date) ?? '';
    if (da !== db) return da < db ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

export function isValidated(repair: ReportRepair): boolean {
  return repairValidatedBy(repair) !== null;
}

/** A validated repair whose mark says the contractor's business was verified too. */
export function isBusinessVerified(repair: ReportRepair): boolean {
  const validation = repair.validation;
  return (
    isValidated(repair) &&
    typeof validation === 'object' &&
    validation !== null &&
    (validation as Record<string, unknown>)['businessVerified'] === true
  );
}

function systemMatches(repair: ReportRepair, match: RegExp): boolean {
  return match.test(text(repair.serviceType)) || match.test(text(repair.description));
}

export function reportSummary(repairs: readonly ReportRepair[]): ReportSummary {
  const byYear = new Map<number, { count: number; costCents: number }>();
  const byType = new Map<string, { count: number; costCents: number }>();
  let total = 0;
  let validated = 0;
  let businessVerified = 0;
  let from: string | null = null;
  let to: string | null = null;
  for (const repair of repairs) {
    const date = isoDate(repair.date);
    const cost = cents(repair.costCents) ?? 0;
    total += cost;
    if (isValidated(repair)) validated += 1;
    if (isBusinessVerified(repair)) businessVerified += 1;
    if (date) {
      if (from === null || date < from) from = date;
      if (to === null || date > to) to = date;
      const year = Number(date.slice(0, 4));
      const entry = byYear.get(year) ?? { count: 0, costCents: 0 };
      byYear.set(year, { count: entry.count + 1, costCents: entry.costCents + cost });
    }
    const type = text(repair.serviceType) || 'Other';
    const entry = byType.get(type) ?? { count: 0, costCents: 0 };
    byType.set(type, { count: entry.count + 1, costCents: entry.costCents + cost });
  }
  const sorted = newestFirst(repairs);
  return {
    repairCount: repairs.length,
    byYear: [...byYear].map(([year, e]) => ({ year, ...e })).sort((a, b) => b.year - a.year),
    byServiceType: [...byType]
      .map(([serviceType, e]) => ({ serviceType, ...e }))
      .sort((a, b) => b.count - a.count || (a.serviceType < b.serviceType ? -1 : 1)),
    totalSpentCents: total,
    validatedCount: validated,
    businessVerifiedCount: businessVerified,
    validatedShare: repairs.length === 0 ? 0 : validated / repairs.length,
    dateRange: from !== null && to !== null ? { from, to } : null,
    lastRepairBySystem: REPORT_SYSTEMS.map(({ system, match }) => {
      const last = sorted.find((r) => isoDate(r.date) && systemMatches(r, match));
      return {
        system,
        date: last ? isoDate(last.date) : null,
        serviceType: last ? text(last.serviceType) || 'Other' : null,
      };
    }),
  };
}

/** One row of the history table, as printed. */
export interface HistoryRow {
  id: string;
  date: string;
  serviceType: string;
  contractor: string;
  /** "$1,234.50", "Not specified", or null when costs are left out. */
  cost: string | null;
  status: string;
  /** "Validated by {business}" from the validation record, else null. */
  validatedBy: string | null;
  /** Whether a receipt is attached (the appendix has it). */
  hasReceipt: boolean;
  /** An entry of an earlier owner ("Previous owner" beside its validation). */
  byPreviousOwner: boolean;
  /** Its receipt was kept by the previous owner (RECEIPT_KEPT_MARK beside its validation). */
  receiptKept: boolean;
}

const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  'in-progress': 'In Progress',
  scheduled: 'Scheduled',
};

export function statusLabel(status: unknown): string {
  const value = text(status);
  return STATUS_LABELS[value] ?? (value || 'Completed');
}

/**
 * The history table, newest first; the contractor column is what the owner typed.
 * `markPreviousOwner: false` for the report a previous owner keeps: every entry in it is theirs.
 */
export function historyRows(
  repairs: readonly ReportRepair[],
  options: Pick<ReportOptions, 'includeCosts'> & { markPreviousOwner?: boolean },
): HistoryRow[] {
  const mark = options.markPreviousOwner ?? true;
  return newestFirst(repairs).map((repair) => ({
    id: repair.id,
    date: isoDate(repair.date) ?? '',
    serviceType: text(repair.serviceType) || 'Other',
    contractor: text(repair.contractorName) || 'Not specified',
    cost: options.includeCosts ? formatCentsOr(cents(repair.costCents), 'Not specified') : null,
    status: statusLabel(repair.status),
    validatedBy: repairValidatedBy(repair),
    hasReceipt: typeof repair.receipt === 'object' && repair.receipt !== null,
    byPreviousOwner: mark && repair.byPreviousOwner === true,
    // In the previous owner's own report the receipt is theirs: nothing to say.
    receiptKept: mark && repair.receiptKept === true,
  }));
}

/** One row of the report's Warranties section. Dates are `yyyy-MM-dd`; the PDF formats them. */
export interface WarrantyRow {
  item: string;
  provider: string;
  startDate: string;
  /** null when the warranty has no (valid) end date: it is printed "No end date". */
  endDate: string | null;
  transferable: boolean;
  /** At the report date; a warranty without an end date counts as active. */
  state: WarrantyState;
}

/** The words the report prints for a warranty's state (the Warranties panel's own). */
export const WARRANTY_STATE_LABELS: Record<WarrantyState, string> = {
  active: 'Active',
  expiring: 'Expiring soon',
  expired: 'Expired',
};

const STATE_ORDER: Record<WarrantyState, number> = { expiring: 0, active: 0, expired: 2 };

/**
 * The Warranties section, in the order a buyer reads it: what still covers the home, the
 * soonest to end first, then those without an end date, then the expired ones, the most
 * recently ended first.
 */
export function warrantyRows(
  warranties: readonly Pick<
    Warranty,
    'item' | 'provider' | 'startDate' | 'endDate' | 'transferable'
  >[],
  reportDate: string,
): WarrantyRow[] {
  const rows = warranties.map((warranty): WarrantyRow => {
    const endDate = isoDate(warranty.endDate);
    return {
      item: text(warranty.item),
      provider: text(warranty.provider),
      startDate: isoDate(warranty.startDate) ?? '',
      endDate,
      transferable: warranty.transferable === true,
      state: endDate === null ? 'active' : warrantyState({ endDate }, reportDate),
    };
  });
  const rank = (row: WarrantyRow) => (row.endDate === null ? 1 : STATE_ORDER[row.state]);
  return rows.sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const [x, y] = a.state === 'expired' ? [b, a] : [a, b];
    const byEnd = (x.endDate ?? '').localeCompare(y.endDate ?? '');
    return byEnd !== 0 ? byEnd : a.item.localeCompare(b.item);
  });
}

/** "42%" for the share of validated repairs. */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** "1.4 MB" for a report's size. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How far a report is, 0–100, for the progress bar (the receipts are the long part). */
export function reportPercent(report: Pick<HistoryReport, 'state' | 'progress'>): number {
  if (report.state === 'done') return 100;
  if (report.state === 'queued') return 0;
  const { done, total } = report.progress;
  if (total <= 0) return report.state === 'rendering' ? 50 : 0;
  return Math.max(5, Math.min(95, Math.round((done / total) * 90) + 5));
}
