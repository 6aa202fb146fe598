import type { Story, StoryDefault } from '@ladle/react';
import type { SubmitOutcome } from './add-property-screen';
import { AddPropertyScreen } from './add-property-screen';

export default { title: 'Add property', meta: { path: '/add-property' } } satisfies StoryDefault;

const ok = async (): Promise<SubmitOutcome> => ({ ok: true });
/** Never settles: the screen stays in its busy state. */
const pending = () => new Promise<SubmitOutcome>(() => undefined);

const filledAddress = {
  address: '123 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

export const Empty: Story = () => <AddPropertyScreen onSubmit={ok} onLeave={() => undefined} />;

export const ValidationErrors: Story = () => (
  <AddPropertyScreen
    onSubmit={ok}
    onLeave={() => undefined}
    defaultValues={{ address: '12 M', city: 'S', state: '', zipCode: '123' }}
    validateOnMount
  />
);

export const Filled: Story = () => (
  <AddPropertyScreen onSubmit={pending} onLeave={() => undefined} defaultValues={filledAddress} />
);

/** "Adding Property...": the fields and buttons are disabled while the property is saved. */
export const Busy: Story = () => (
  <AddPropertyScreen
    onSubmit={pending}
    onLeave={() => undefined}
    defaultValues={filledAddress}
    busy
  />
);

export const DiscardDialog: Story = () => (
  <AddPropertyScreen
    onSubmit={ok}
    onLeave={() => undefined}
    defaultValues={{ address: '123 Main Street' }}
    discardDialogOpen
  />
);
