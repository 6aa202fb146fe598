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
}
