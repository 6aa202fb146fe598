import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

function Faq(props: { multiple?: boolean }) {
  return (
    <Accordion.Root {...props}>
      <Accordion.Item value="cost">
        <Accordion.ItemTrigger>Is it free?</Accordion.ItemTrigger>
        <Accordion.ItemContent>Yes, for homeowners.</Accordion.ItemContent>
      </Accordion.Item>
      <Accordion.Item value="data">
        <Accordion.ItemTrigger>Who sees my data?</Accordion.ItemTrigger>
        <Accordion.ItemContent>Only people you share it with.</Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('starts collapsed with expandable triggers', () => {
    render(<Faq />);
    const first = screen.getByRole('button', { name: 'Is it free?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, for homeowners.')).not.toBeVisible();
  });

  it('keeps only one item open at a time by default', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole('button', { name: 'Is it free?' });
    const second = screen.getByRole('button', { name: 'Who sees my data?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    // Ark mounts and unmounts content through its presence machine, which settles on a later
    // frame; under a loaded CI machine that frame can come after the click resolves.
    await waitFor(() => expect(screen.getByText('Yes, for homeowners.')).toBeVisible());

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText('Only people you share it with.')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Yes, for homeowners.')).not.toBeVisible());
  });

  it('is collapsible: clicking the open item closes it', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole('button', { name: 'Is it free?' });
    await user.click(first);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'Is it free?' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Who sees my data?' })).toHaveFocus();
  });

  it('allows several open items with `multiple`', async () => {
    const user = userEvent.setup();
    render(<Faq multiple />);
    await user.click(screen.getByRole('button', { name: 'Is it free?' }));
    await user.click(screen.getByRole('button', { name: 'Who sees my data?' }));
    expect(screen.getByRole('button', { name: 'Is it free?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Who sees my data?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
