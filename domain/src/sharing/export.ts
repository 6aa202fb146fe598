/**
 * CSV export for realtors (product spec §3 "CSV export", §5, §8 "CSV",
 * §9 export filename). `exportCsv` writes `exports/{uid}/{dataset}-{YYYY-MM-DD}.csv`
 * to Storage (readable by that user only) and answers with a download link.
 */
import * as v from 'valibot';
import { keyMessages } from '../kit/issues';

export const EXPORT_DATASETS = ['properties', 'repairs'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

/** Spec §8 "CSV" word for word, plus the server's own refusals. */
export const EXPORT_MESSAGES = {
  noData: 'No data to export',
  failed: 'Failed to export data',
  dataset: 'Choose what to export: properties or repairs.',
  signedOut: 'You must be logged in to export data.',
  realtorsOnly: 'Only realtor accounts can export data.',
} as const;

/** Spec §8: "{dataset} exported successfully". */
export function exportSuccessMessage(dataset: ExportDataset): string {
  return `${dataset} exported successfully`;
}

export const ExportCsvSchema = v.object(
  { dataset: v.picklist(EXPORT_DATASETS, EXPORT_MESSAGES.dataset) },
  keyMessages({ dataset: EXPORT_MESSAGES.dataset }, EXPORT_MESSAGES.dataset),
);
export type ExportCsvInput = v.InferOutput<typeof ExportCsvSchema>;

/**
 * What `exportCsv` answers. `path` lets a client read the file through the Storage SDK
 * (rules apply); `url` is a signed download link, or null when the server could not sign one.
 */
export interface ExportCsvResult {
  url: string | null;
  rowCount: number;
  fileName: string;
  path: string;
}

/** The Storage folder of all exports, and of one user's. */
export const EXPORTS_ROOT = 'exports/';
export function exportsFolder(uid: string): string {
  return `${EXPORTS_ROOT}${uid}/`;
}

/** Exports are deleted once older than this (a daily job; see functions/src/exports). */
export const EXPORT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §9: dataset name plus the current date with a .csv extension. The date is the
 * UTC calendar date: the server cannot know the caller's time zone, and one day either
 * way only names the file.
 */
export function exportFileName(dataset: ExportDataset, now: Date): string {
  return `${dataset}-${now.toISOString().slice(0, 10)}.csv`;
}

export function exportPath(uid: string, dataset: ExportDataset, now: Date): string {
  return `${exportsFolder(uid)}${exportFileName(dataset, now)}`;
}
