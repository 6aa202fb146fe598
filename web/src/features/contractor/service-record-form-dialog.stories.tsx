import type { Story, StoryDefault } from '@ladle/react';
import type { ServiceRecordFormValues } from '@homeledger/domain';
import { ServiceRecordFormDialog } from './service-record-form-dialog';
import { FIXTURE_TODAY, recordsFixture } from './contractor.fixtures';

export default {
  title: 'Contractor portal / Service record form',
  meta: { path: '/contractor' },
} satisfies StoryDefault;

function Form(props: {
  edit?: boolean;
  defaultValues?: Partial<ServiceRecordFormValues>;
  validateOnMount?: boolean;
  busy?: boolean;
}) {
  return (
    <>
      <h1 style={{ padding: '1.5rem', fontSize: '1.5rem', fontWeight: 700 }}>Service Records</h1>
      <ServiceRecordFormDialog
        open
        onClose={() => undefined}
        record={props.edit ? (recordsFixture[1] ?? null) : null}
        today={FIXTURE_TODAY}
        onSubmit={() => Promise.resolve({ ok: true })}
        defaultValues={props.defaultValues}
        validateOnMount={props.validateOnMount}
        busy={props.busy}
      />
    </>
  );
}

export const AddRecord: Story = () => <Form />;
export const AddWithErrors: Story = () => (
  <Form validateOnMount defaultValues={{ date: '', amount: 'abc', balance: '-5' }} />
);
export const BalanceAboveAmount: Story = () => (
  <Form
    validateOnMount
    defaultValues={{
      client: 'Hannah Homeowner',
      description: 'Water heater',
      amount: '100',
      balance: '250',
    }}
  />
);
export const EditRecord: Story = () => <Form edit />;
export const EditWithErrors: Story = () => (
  <Form edit validateOnMount defaultValues={{ client: '  ', description: '' }} />
);
export const Saving: Story = () => <Form edit busy />;
