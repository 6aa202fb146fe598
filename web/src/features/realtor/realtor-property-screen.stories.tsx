import type { Story, StoryDefault } from '@ladle/react';
import { LOADING, ready, type Loadable } from '@/lib/data/loadable';
import { RealtorPropertyScreen } from './realtor-property-screen';
import { manyReportRepairs, reportPropertyFixture, reportRepairsFixture } from './realtor.fixtures';
import type { RealtorPropertyDetail, RealtorReportRepair } from './realtor-types';

export default {
  title: 'Realtor property report',
  meta: { path: '/realtor/property/p-elm' },
} satisfies StoryDefault;

const REPORT_DATE = '2026-06-01';

function Report({
  property = ready(reportPropertyFixture),
  repairs = ready(reportRepairsFixture),
}: {
  property?: Loadable<RealtorPropertyDetail>;
  repairs?: Loadable<readonly RealtorReportRepair[]>;
}) {
  return (
    <RealtorPropertyScreen
      property={property}
      repairs={repairs}
      onOpenReceipt={() => Promise.reject(new Error('Receipts are not stored in the catalogue'))}
      reportDate={REPORT_DATE}
      onPrint={() => window.print()}
    />
  );
}

export const Loading: Story = () => <Report property={LOADING} repairs={LOADING} />;
export const Populated: Story = () => <Report />;
export const RepairsLoading: Story = () => <Report repairs={LOADING} />;
export const NoRepairs: Story = () => (
  <Report
    property={ready({
      ...reportPropertyFixture,
      repairCount: 0,
      lastRepairDate: null,
      totalSpentCents: null,
    })}
    repairs={ready([])}
  />
);
export const NoOwnerName: Story = () => (
  <Report
    property={ready({ ...reportPropertyFixture, ownerName: null, verificationStatus: 'disputed' })}
  />
);
const many = manyReportRepairs(60);
export const ManyRepairs: Story = () => <Report repairs={ready(many)} />;
