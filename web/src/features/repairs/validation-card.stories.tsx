import type { Story, StoryDefault } from '@ladle/react';
import { VALIDATION_MESSAGES } from '@homeledger/domain';
import { ValidationCard, type ValidationCardProps } from './validation-card';
import {
  completedRepair,
  declinedRepair,
  requestedRepair,
  validatedRepair,
} from './repairs.fixtures';

export default {
  title: 'Repair validation card',
  meta: { path: '/repair/r-1' },
} satisfies StoryDefault;

function CardStory(props: Partial<ValidationCardProps>) {
  return (
    <div style={{ maxWidth: '20rem', margin: '1.5rem auto', padding: '0 1rem' }}>
      <ValidationCard
        repair={completedRepair}
        canRequest
        onRequest={() => new Promise(() => undefined)}
        onCancelRequest={() => undefined}
        {...props}
      />
    </div>
  );
}

export const NotRequested: Story = () => <CardStory />;
export const Requested: Story = () => <CardStory repair={requestedRepair} />;
export const Cancelling: Story = () => <CardStory repair={requestedRepair} cancelling />;
export const Declined: Story = () => <CardStory repair={declinedRepair} />;
export const Validated: Story = () => <CardStory repair={validatedRepair} />;
export const ReadOnlyForRealtor: Story = () => (
  <CardStory repair={requestedRepair} canRequest={false} />
);
export const RequestDialog: Story = () => <CardStory defaultDialogOpen />;
export const RequestFieldError: Story = () => (
  <CardStory
    defaultDialogOpen
    defaultEmail="plumber@example.com"
    initialError={{ message: VALIDATION_MESSAGES.contractorNotFound, atField: true }}
  />
);
export const RequestFormError: Story = () => (
  <CardStory
    repair={declinedRepair}
    defaultDialogOpen
    defaultEmail="prairie@example.com"
    initialError={{ message: VALIDATION_MESSAGES.alreadyValidated, atField: false }}
  />
);
export const RequestSending: Story = () => (
  <CardStory defaultDialogOpen defaultEmail="prairie@example.com" requesting />
);
