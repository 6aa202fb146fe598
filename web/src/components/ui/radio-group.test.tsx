import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

const roles = [
  { label: 'Homeowner', value: 'homeowner' },
  { label: 'Contractor', value: 'contractor' },
  { label: 'Realtor', value: 'realtor' },
];

function Controlled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('homeowner');
  return (
    <RadioGroup
      label="I am a"
      name="role"
      items={roles}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('renders a labelled radiogroup of native radios sharing a name', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'I am a' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    radios.forEach((radio) => expect(radio).toHaveAttribute('name', 'role'));
    expect(screen.getByRole('radio', { name: 'Homeowner' })).toBeChecked();
  });

  it('moves the selection with arrow keys', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Homeowner' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('contractor');
    expect(screen.getByRole('radio', { name: 'Contractor' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Realtor' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Homeowner' })).not.toBeChecked();
  });

  it('selects by clicking the label text', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onValueChange={onValueChange} />);
    await user.click(screen.getByText('Realtor'));
    expect(onValueChange).toHaveBeenCalledWith('realtor');
    expect(screen.getByRole('radio', { name: 'Realtor' })).toBeChecked();
  });

  it('disables all options when disabled', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<RadioGroup label="Role" items={roles} disabled onValueChange={onValueChange} />);
    screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled());
    await user.click(screen.getByText('Realtor'));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('exposes the orientation', () => {
    const { container } = render(
      <RadioGroup label="Role" items={roles} orientation="horizontal" />,
    );
    expect(container.querySelector('[data-part="root"]')).toHaveAttribute(
      'data-orientation',
      'horizontal',
    );
  });
});
