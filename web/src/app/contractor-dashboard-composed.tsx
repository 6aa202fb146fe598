/**
 * The contractor portal with the record-offers feature's "Send to Homeowner" dialog
 * composed in (features never import each other; app/ puts them together).
 * signed-in-pages.ts loads this.
 */
import { lazy, Suspense } from 'react';
import {
  ContractorDashboardPage as ContractorDashboardBase,
  type ContractorDashboardPageProps,
} from '@/features/contractor/contractor-dashboard-page';

/** Sending a record to a homeowner is occasional: its form loads when first opened. */
const SendRecordDialog = lazy(() =>
  import('@/features/record-offers/send-record-dialog').then((m) => ({
    default: m.SendRecordDialog,
  })),
);

const renderSendDialog: ContractorDashboardPageProps['renderSendDialog'] = (
  record,
  open,
  onOpenChange,
) => (
  <Suspense fallback={null}>
    <SendRecordDialog record={record} open={open} onOpenChange={onOpenChange} />
  </Suspense>
);

export function ContractorDashboardPage() {
  return <ContractorDashboardBase renderSendDialog={renderSendDialog} />;
}
