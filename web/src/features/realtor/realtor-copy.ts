/**
 * The realtor pages' copy: product spec "Realtor dashboard", §8 "Realtor dashboard",
 * "Realtor property detail" and "CSV" word for word; the history report's own words
 * where the spec leaves the screen open.
 */
import { EXPORT_MESSAGES, exportSuccessMessage } from '@homeledger/domain';

export const REALTOR_COPY = {
  title: 'Realtor Dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  defaultName: 'Realtor',
  subtitle: 'Properties and repair histories homeowners have shared with you',
  refresh: 'Refresh Data',
  refreshing: 'Refreshing data...',
  propertiesTab: (count: number) => `Properties (${count})`,
  repairsTab: (count: number) => `Repair History (${count})`,
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  viewDetails: 'View Details',
  noProperties: 'No properties available',
  noRepairs: 'No repair records available',
  sharingHint: (email: string) =>
    email
      ? `Homeowners share a property with you from its page, using your account email ${email}. Shared properties and their repairs appear here at once.`
      : 'Homeowners share a property with you from its page, using your account email. Shared properties and their repairs appear here at once.',
  propertiesFailed: (detail: string) => `Failed to load properties: ${detail}`,
  repairsFailed: (detail: string) => `Failed to load repairs: ${detail}`,
  unexpected: (detail: string) => `An unexpected error occurred: ${detail}`,
  rulesHint:
    'This can happen when the Firestore security rules do not allow your account to read this data.',
  tryAgain: 'Try Again',
  notAvailable: 'N/A',
  notValidated: 'Not validated',
  /** Repair History paging (issue #29; the spec gives no words). */
  loadMoreRepairs: 'Load more repairs',
  loadingMoreRepairs: 'Loading more repairs...',
  allRepairsShown: (count: number) => `All ${count} repairs shown`,
} as const;

export const REALTOR_TOASTS = {
  exported: exportSuccessMessage,
  exportFailed: EXPORT_MESSAGES.failed,
  noData: EXPORT_MESSAGES.noData,
  propertyNotFound: 'Property not found',
  repairsFailed: 'Failed to load repair history',
  propertyFailed: 'Failed to load property details',
} as const;

export const REPORT_COPY = {
  back: 'Back to Realtor Dashboard',
  print: 'Print / Save as PDF',
  eyebrow: 'Property History Report',
  owner: 'Owner',
  ownerUnavailable: 'Owner information not available',
  status: 'Status',
  generated: 'Report date',
  statistics: 'Property Statistics',
  totalRepairs: 'Total Repairs',
  lastRepair: 'Last Repair',
  totalSpent: 'Total Spent',
  history: 'Repair History',
  noRepairs: 'No repair records available',
  receipt: 'Receipt',
  viewReceipt: 'View receipt',
  receiptOnFile: 'On file',
  receiptUnavailable: 'Unavailable',
  noReceipt: 'None',
  validatedYes: 'Yes',
  validatedNo: 'No',
  loadFailed: 'Failed to load property details',
  repairsFailed: 'Failed to load repair history',
  footnote:
    'Validated: a contractor confirmed the work. Receipt: a receipt is stored with the record. Costs are as recorded by the homeowner.',
  notAvailable: 'N/A',
} as const;
