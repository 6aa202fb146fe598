import type { ReportState } from '@homeledger/domain';

/** A report as the panel lists it. */
export interface ReportRow {
  id: string;
  state: ReportState;
  progress: { done: number; total: number; phase: 'receipts' | 'zip' };
  failureReason: string | null;
  /** When it was asked for (ISO instant), for "May 1, 2026, 3:04 PM". */
  createdAt: string | null;
  path: string | null;
  size: number | null;
  /** The "Download everything" ZIP, once made. */
  zipPath: string | null;
  zipSize: number | null;
  code: string;
  codeWithdrawn: boolean;
  /** A queued or rendering report whose function died (no update for 15 minutes). */
  stale: boolean;
  /** A report the user kept when they transferred the home (its home then), else null. */
  kept: KeptReportHome | null;
}

/** The home a kept report is of, as it was when it changed hands. */
export interface KeptReportHome {
  address: string;
  cityStateZip: string;
  /** The transfer instant (ISO). */
  transferredAt: string | null;
}

export type ReportOutcome = { ok: true } | { ok: false; message: string };
