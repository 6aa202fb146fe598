import type { Story, StoryDefault } from '@ladle/react';
import type { BusinessVerificationView } from '../api/business-verification';
import { BusinessPanel, type LicenceOutcome } from './business-panel';

export default {
  title: 'Contractor business verification',
  meta: { path: '/contractor' },
} satisfies StoryDefault;

const accepted = async (): Promise<LicenceOutcome> => ({ ok: true });

function Panel({
  business,
  defaultFormOpen,
}: {
  business: BusinessVerificationView;
  defaultFormOpen?: boolean;
}) {
  return (
    <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      <BusinessPanel business={business} onSubmit={accepted} defaultFormOpen={defaultFormOpen} />
    </div>
  );
}

export const NotVerified: Story = () => (
  <Panel business={{ state: 'unverified', licenceNumber: null, licenceState: null }} />
);

export const WaitingForReview: Story = () => (
  <Panel business={{ state: 'pending', licenceNumber: 'CGC1521234', licenceState: 'FL' }} />
);

export const Verified: Story = () => (
  <Panel business={{ state: 'verified', licenceNumber: 'CGC1521234', licenceState: 'FL' }} />
);

export const NotAccepted: Story = () => (
  <Panel business={{ state: 'rejected', licenceNumber: 'CGC1521234', licenceState: 'FL' }} />
);

export const ChangingAVerifiedLicence: Story = () => (
  <Panel
    business={{ state: 'verified', licenceNumber: 'CGC1521234', licenceState: 'FL' }}
    defaultFormOpen
  />
);
