import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { RECORD_OFFER_MESSAGES } from '@homeledger/domain';
import { Button } from '@/components/ui';
import { SendRecordDialogView, type SendRecordDialogViewProps } from './send-record-form';
import { sentServiceRecordFixture, serviceRecordFixture } from './record-offers.fixtures';

export default {
  title: 'Contractor send record to homeowner',
  meta: { path: '/contractor' },
} satisfies StoryDefault;

type Setup = Partial<Omit<SendRecordDialogViewProps, 'open' | 'onOpenChange'>>;

const FILLED = {
  homeownerEmail: 'homeowner@demo.homeledger.app',
  address: '1428 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  serviceType: 'plumbing',
} as const;

/** The dialog open over a page, with a button to open it again after closing. */
function SendStory({ record = serviceRecordFixture, ...rest }: Setup) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: '1.5rem' }}>
      <Button onClick={() => setOpen(true)}>Send to Homeowner</Button>
      <SendRecordDialogView
        record={record}
        open={open}
        onOpenChange={setOpen}
        onSend={() => new Promise(() => undefined)}
        {...rest}
      />
    </div>
  );
}

export const Empty: Story = () => <SendStory />;
export const FieldErrors: Story = () => <SendStory validateOnMount />;
export const Filled: Story = () => <SendStory defaultValues={FILLED} />;
export const OtherServiceType: Story = () => (
  <SendStory defaultValues={{ ...FILLED, serviceType: 'other', otherServiceType: 'Sump pump' }} />
);
export const Sending: Story = () => <SendStory defaultValues={FILLED} sending />;
export const NoMatchingProperty: Story = () => (
  <SendStory
    defaultValues={FILLED}
    initialError={{ field: null, message: RECORD_OFFER_MESSAGES.propertyNotFound }}
  />
);
export const ServerErrorAtField: Story = () => (
  <SendStory
    defaultValues={FILLED}
    initialError={{ field: 'homeownerEmail', message: RECORD_OFFER_MESSAGES.sendToSelf }}
  />
);
export const SentBefore: Story = () => <SendStory record={sentServiceRecordFixture} />;
