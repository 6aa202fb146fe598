import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CountUnitFields } from './count-unit-fields';
import { FormActions } from './form-actions';
import { SelectField } from './select-field';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

const UNITS = [
  { value: 'months', label: 'Months' },
  { value: 'years', label: 'Years' },
];

interface Values {
  count: string;
  unit: string;
}

function Harness({
  onSave,
  disabled = false,
}: {
  onSave: (v: Values) => void;
  disabled?: boolean;
}) {
  const { control, register, handleSubmit } = useForm<Values>({
    defaultValues: { count: '3', unit: 'months' },
  });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <CountUnitFields
        control={control}
        register={register}
        count={{
          name: 'count',
          label: 'Every',
          error: disabled ? undefined : 'Too many',
          maxLength: 2,
        }}
        unit={{ name: 'unit', id: 'unit', label: 'Unit', items: UNITS }}
        disabled={disabled}
      />
      <SelectField
        control={control}
        name="unit"
        id="unit-again"
        label="Unit again"
        items={UNITS}
        disabled={disabled}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CountUnitFields and SelectField', () => {
  it('bind the typed count and the chosen unit to the form', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const count = screen.getByRole('textbox', { name: 'Every' });
    expect(count).toHaveAttribute('inputmode', 'numeric');
    expect(count).toHaveAttribute('maxlength', '2');
    expect(screen.getByText('Too many')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '12');

    const unit = screen.getByRole('combobox', { name: 'Unit' });
    expect(unit).toHaveTextContent('Months');
    unit.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(unit).toHaveTextContent('Years'));
    // The second Select reads the same field.
    expect(screen.getByRole('combobox', { name: 'Unit again' })).toHaveTextContent('Years');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ count: '12', unit: 'years' });
  });

  it('disable both controls while the form is busy', () => {
    render(<Harness onSave={vi.fn()} disabled />);
    expect(screen.getByRole('textbox', { name: 'Every' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Unit' })).toBeDisabled();
  });
});

describe('FormActions', () => {
  it('shows Cancel and the submit label; Cancel calls back', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <FormActions
        working={false}
        submitLabel="Save Changes"
        workingLabel="Saving..."
        submitIcon={<svg data-testid="icon" />}
        cancelLabel="Cancel"
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveAttribute('type', 'submit');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while working: the busy label, no icon, Cancel disabled', () => {
    render(
      <FormActions
        working
        submitLabel="Save Changes"
        workingLabel="Saving..."
        submitIcon={<svg data-testid="icon" />}
        cancelLabel="Cancel"
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /Saving\.\.\./ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('a status label wins over both; Cancel can be a link back; no Cancel without one', () => {
    const { rerender } = render(
      <MemoryRouter>
        <FormActions
          working
          submitLabel="Save"
          workingLabel="Saving..."
          statusLabel="Uploading..."
          cancelLabel="Cancel"
          cancelTo="/property/p1"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /Uploading\.\.\./ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/property/p1');
    rerender(
      <MemoryRouter>
        <FormActions working={false} submitLabel="Add Repair" workingLabel="Adding..." />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
