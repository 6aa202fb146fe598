/** The Home History Report's words (the issue's own, verbatim where it gives them). */
import { formatFileSize, formatReportCode } from '@homeledger/domain';
import { SUPPORT_EMAIL } from '@/lib/contact';

export const REPORT_PANEL_COPY = {
  title: 'Home History Report',
  description:
    'One PDF with every repair and its receipts, to hand to a buyer. Anyone can check it is genuine with its verification code.',
  create: 'Create History Report',
  creating: 'Starting...',
  includeReceipts: 'Include receipts',
  includeCosts: 'Include costs',
  includePhoto: 'Include the property photo',
  optionsLegend: 'Report options',
  queued: 'Waiting to start...',
  rendering: (done: number, total: number) =>
    total > 0 ? `Adding receipts: ${done} of ${total}` : 'Making the report...',
  progressLabel: 'Report progress',
  leaveNote: 'You can leave this page: the report keeps being made.',
  zipping: 'Packing everything into a ZIP...',
  download: 'Download Report',
  downloadZip: 'Download everything',
  zipLabel: (size: string) => `ZIP ${size}`,
  downloading: 'Downloading...',
  downloadFailed: 'The report could not be downloaded. Please try again.',
  failedFallback: 'The report could not be made. Please try again.',
  timedOut: 'The report took too long to make. Please try again.',
  listTitle: 'Recent reports',
  none: 'No reports yet.',
  loadFailed: 'Failed to load the reports. Please try again.',
  tryAgain: 'Try Again',
  size: (bytes: number) => formatFileSize(bytes),
  code: (code: string) => `Code ${formatReportCode(code)}`,
  verifyLink: 'Verification page',
  withdraw: 'Withdraw code',
  withdrawLabel: (dateOrHome: string) => `Withdraw code of the report from ${dateOrHome}`,
  withdrawTitle: 'Withdraw this verification code?',
  withdrawText:
    'Anyone who checks this report will be told its code was withdrawn. The file itself stays available to you.',
  withdrawn: 'Code withdrawn',
  withdrawFailed: 'The code could not be withdrawn. Please try again.',
  withdrawDone: 'Verification code withdrawn',
  keptOn: (day: string) => `Transferred on ${day}`,
  keptMaking: 'Being made from the home as it was that day...',
  /** A kept report cannot be asked for again by its owner (the home is no longer theirs). */
  keptFailed: 'This report could not be made.',
  remake: 'Try Again',
  remakeLabel: (address: string) => `Try again to make the report of ${address}`,
  remaking: 'Starting...',
  remakeFailed: `The report could not be started again. Please try again, or write to ${SUPPORT_EMAIL}.`,
  started: 'Report started',
  startedText: 'It appears below when it is ready.',
} as const;

/** "Reports of homes you transferred" on the dashboard. */
export const KEPT_REPORTS_COPY = {
  title: 'Reports of homes you transferred',
  description:
    'When a home of yours changed hands, you kept its Home History Report as it was that day. Only you can see these.',
  listLabel: 'Reports of homes you transferred',
  loadFailed: 'Failed to load the reports of homes you transferred. Please try again.',
  tryAgain: 'Try Again',
} as const;
