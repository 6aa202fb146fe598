/** Shapes of the contractor portal's screens (no Firebase here: screens, fixtures and stories use them). */
import type { ServiceRecordView } from '@homeledger/domain';

export type { ServiceRecordView } from '@homeledger/domain';

/** The portal's views: one per sidebar entry (`/contractor`, `/contractor/records`, …). */
export type PortalView = 'dashboard' | 'records' | 'clients' | 'reports';

/** The Dashboard's tabs (`?tab=quickbooks` selects the second). */
export type PortalTab = 'records' | 'quickbooks';

/** What the quickbooksStatus callable answers. */
export interface QuickBooksStatus {
  connected: boolean;
  realmId?: string;
  companyName?: string;
  /** ISO instants. */
  connectedAt?: string;
  lastImportAt?: string;
  problem?: 'refresh-failed' | 'not-configured';
}

/** What quickbooksImport answers. */
export interface QuickBooksImportResult {
  imported: number;
  updated: number;
  total: number;
}

/** The QuickBooks action in flight, if any (one at a time). */
export type QuickBooksBusy = 'connecting' | 'importing' | 'disconnecting' | null;

/** One client of the service records (Clients view). */
export interface ClientSummary {
  /** Case- and space-insensitive key of the client's name. */
  key: string;
  /** The name as written on the client's latest record. */
  name: string;
  recordCount: number;
  totalBilledCents: number;
  openBalanceCents: number;
  /** `yyyy-MM-dd` of the latest record. */
  lastServiceDate: string;
}

/** One calendar month of the Reports view. */
export interface MonthRevenue {
  /** `yyyy-MM`. */
  month: string;
  /** "Nov 2026". */
  label: string;
  /** "November 2026". */
  longLabel: string;
  billedCents: number;
  openBalanceCents: number;
  recordCount: number;
}

export interface RevenueReport {
  months: readonly MonthRevenue[];
  /** Billed in the months shown. */
  billedCents: number;
  /** Still owed on the records of the months shown. */
  openBalanceCents: number;
  /** Still owed on every record, whatever its date. */
  totalOpenBalanceCents: number;
  recordCount: number;
}

/** The records the portal lists, as the screens receive them. */
export type ServiceRecordList = readonly ServiceRecordView[];
