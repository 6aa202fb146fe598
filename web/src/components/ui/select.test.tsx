import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { Select } from './select';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

const items = [
  { label: 'Completed', value: 'completed' },
  { label: 'In progress', value: 'in-progress' },
  { label: 'Scheduled', value: 'scheduled', disabled: true },
];

mockElementLayoutInEachTest();

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('completed');
  return (
    <Select
      label="Status"
      name="status"
      items={items}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

const hiddenSelect = () => document.querySelector('select[name="status"]') as HTMLSelectElement;

describe('Select', () => {
  it('shows the placeholder, labels the trigger and renders a hidden native select', () => {
    render(<Select label="Role" name="role" items={items} placeholder="Choose a role" />);
    const trigger = screen.getByRole('combobox', { name: 'Role' });
    expect(trigger).toHaveTextContent('Choose a role');
    const native = document.querySelector('select[name="role"]') as HTMLSelectElement;
    expect(native).not.toBeNull();
    expect([...native.options].map((o) => o.value)).toEqual([
      '',
      'completed',
      'in-progress',
      'scheduled',
    ]);
  });

  it('selects an option with the keyboard and reports the plain value', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger).toHaveTextContent('Completed');

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('in-progress');
    await waitFor(() => expect(trigger).toHaveTextContent('In progress'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(hiddenSelect().value).toBe('in-progress');
  });

  it('skips disabled options and closes on Escape without changing the value', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    await user.click(trigger);
    const option = await screen.findByRole('option', { name: 'Scheduled' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('selects an option by pointer', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In progress'),
    );
  });

  it('reflects disabled and invalid states', () => {
    render(<Select label="Status" items={items} disabled invalid />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
  });

  it('inherits invalid state from an enclosing Field', () => {
    render(
      <Field label="Status" error="Pick a status">
        <Select items={items} />
      </Field>,
    );
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  });
});
