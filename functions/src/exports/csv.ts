/**
 * The CSV of a realtor's export (spec §3 "CSV export", §8 "CSV"): a pure row
 * mapper per dataset (document → cells) and `csvStream`, which streams rows through
 * csv-stringify. Output: UTF-8 with a BOM (spreadsheet programs then read accents
 * right), a header row of human column names in a fixed order, CRLF records and RFC 4180
 * quoting (every non-empty cell quoted, inner quotes doubled, a missing value left empty),
 * and formula injection neutralised (OWASP "CSV Injection"; ASVS 5 §1.2.10): a cell
 * starting with = + - @, tab or CR (or their full-width forms) gets a leading apostrophe,
 * which csv-stringify's `escape_formulas` does. Money is dollars with two decimals
 * ("1234.50"), dates `yyyy-MM-dd`.
 */
import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import {
  centsToDollarString,
  isIsoDate,
  realtorStatusLabel,
  repairValidatedBy,
  type ExportDataset,
} from '@homeledger/domain';
import type { DocData } from '../kit/store';

/** A row of cells; null is an empty cell. */
export type Cells = (string | null)[];

export const PROPERTY_COLUMNS = [
  'Address',
  'City',
  'State',
  'ZIP Code',
  'Status',
  'Repairs',
  'Last Repair',
  'Total Spent',
] as const;

export const REPAIR_COLUMNS = [
  'Property Address',
  'City',
  'State',
  'ZIP Code',
  'Service Type',
  'Date',
  'Status',
  'Cost',
  'Contractor',
  'Description',
  'Validated',
  'Receipt',
] as const;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const isoDate = (value: unknown): string | null =>
  typeof value === 'string' && isIsoDate(value) ? value : null;
const dollars = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? centsToDollarString(value) : null;
const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** Spec §4: in-progress and scheduled as such, anything else shown as completed. */
export function repairStatusLabel(status: unknown): string {
  if (status === 'in-progress') return 'In Progress';
  if (status === 'scheduled') return 'Scheduled';
  return 'Completed';
}

/** The four address columns both files start with: a property's own, or a repair's copy of it. */
const addressCells = (place: DocData): Cells => [
  text(place['address']),
  text(place['city']),
  text(place['state']),
  text(place['zipCode']),
];

/** A `properties/{id}` document → its row (PROPERTY_COLUMNS). */
export function propertyCells(doc: DocData): Cells {
  const count = doc['repairCount'];
  return [
    ...addressCells(doc),
    realtorStatusLabel(
      typeof doc['verificationStatus'] === 'string' ? doc['verificationStatus'] : '',
    ),
    String(typeof count === 'number' && Number.isSafeInteger(count) && count > 0 ? count : 0),
    isoDate(doc['lastRepairDate']),
    dollars(doc['totalSpentCents']),
  ];
}

/** A `repairs/{id}` document → its row (REPAIR_COLUMNS). */
export function repairCells(doc: DocData): Cells {
  const property =
    typeof doc['property'] === 'object' && doc['property'] !== null
      ? (doc['property'] as DocData)
      : {};
  const receipt = doc['receipt'];
  return [
    ...addressCells(property),
    text(doc['serviceType']),
    isoDate(doc['date']),
    repairStatusLabel(doc['status']),
    dollars(doc['costCents']),
    text(doc['contractorName']),
    text(doc['description']),
    // Who vouched for it, from the validation record (never the owner-typed contractor name).
    repairValidatedBy(doc) ?? 'No',
    yesNo(
      typeof receipt === 'object' &&
        receipt !== null &&
        typeof (receipt as DocData)['path'] === 'string',
    ),
  ];
}

export interface DatasetLayout {
  collection: 'properties' | 'repairs';
  columns: readonly string[];
  cells(doc: DocData): Cells;
}

export const DATASETS: Record<ExportDataset, DatasetLayout> = {
  properties: { collection: 'properties', columns: PROPERTY_COLUMNS, cells: propertyCells },
  repairs: { collection: 'repairs', columns: REPAIR_COLUMNS, cells: repairCells },
};

/** csv-stringify's options for every export (see the note at the top). */
export function csvOptions(columns: readonly string[]): Options {
  return {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    quoted_string: true,
    quoted_empty: false,
    escape_formulas: true,
  };
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * The CSV bytes of `rows` under `columns`, as a stream: rows are pulled one by one
 * (backpressure), never gathered into one string. An error in `rows` fails the stream.
 */
export function csvStream(
  rows: Iterable<Cells> | AsyncIterable<Cells>,
  columns: readonly string[],
): Readable {
  return pipeline(Readable.from(rows), stringify(csvOptions(columns)), () => undefined);
}
