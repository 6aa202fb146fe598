import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import {
  ValidationRequestsScreen,
  type ValidationRequestsScreenProps,
} from './validation-requests-screen';
import type { ValidationRequestRow } from './validation-types';
import { requestsFixture } from './validation.fixtures';
import { interactive } from '@/test/interactive';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

type Props = Partial<ValidationRequestsScreenProps> & {
  requests: Loadable<readonly ValidationRequestRow[]>;
};

function Harness(props: Props) {
  const [target, setTarget] = useState<ValidationRequestRow | null>(null);
  return (
    <ValidationRequestsScreen
      onRetry={() => undefined}
      onValidate={() => undefined}
      answering={{}}
      declineTarget={target}
      onDeclineTargetChange={setTarget}
      onConfirmDecline={() => undefined}
      {...props}
    />
  );
}

function renderScreen(props: Props) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user };
}

describe('ValidationRequestsScreen', () => {
  it('shows each request with property, owner, date, description and cost', () => {
    renderScreen({ requests: ready(requestsFixture) });
    const list = screen.getByRole('list', { name: 'Pending validation requests' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Plumbing' })).toBeVisible();
    expect(first).toHaveTextContent('1428 Elm Street, Springfield, IL 62704');
    expect(first).toHaveTextContent('Requested by Hannah Homeowner');
    expect(first).toHaveTextContent('Sep 14, 2026');
    expect(first).toHaveTextContent('$285.50');
    expect(first).toHaveTextContent(/kitchen sink trap/);
    const second = items[1] as HTMLElement;
    expect(second).toHaveTextContent('No description provided');
    expect(second).toHaveTextContent('Not specified');
    expect(screen.getByText('3 pending')).toBeInTheDocument();
  });

  it('Validate answers at once', async () => {
    const onValidate = vi.fn();
    const { user } = renderScreen({ requests: ready(requestsFixture), onValidate });
    await user.click(
      screen.getByRole('button', {
        name: 'Validate the Plumbing repair at 1428 Elm Street',
      }),
    );
    expect(onValidate).toHaveBeenCalledWith(requestsFixture[0]);
  });

  it('Decline asks first; Cancel keeps the request, Decline confirms', async () => {
    const onConfirmDecline = vi.fn();
    const { user } = renderScreen({ requests: ready(requestsFixture), onConfirmDecline });
    const decline = screen.getByRole('button', {
      name: 'Decline the Electrical repair at 310 Cedar Court',
    });
    await user.click(decline);
    const dialog = await interactive(
      screen.findByRole('alertdialog', { name: 'Decline this request?' }),
    );
    expect(dialog).toHaveTextContent(
      'Omar Okafor will see that you declined to validate the Electrical repair of May 21, 2026.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog's exit animation can outlast the click under load: wait for it to unmount.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirmDecline).not.toHaveBeenCalled();
    await user.click(decline);
    const again = await interactive(screen.findByRole('alertdialog'));
    await user.click(within(again).getByRole('button', { name: 'Decline' }));
    expect(onConfirmDecline).toHaveBeenCalledOnce();
  });

  it('disables both buttons of a request being answered, and only those', () => {
    renderScreen({
      requests: ready(requestsFixture),
      answering: { 'r-101': 'validate' },
    });
    const [first, second] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    for (const button of within(first).getAllByRole('button')) expect(button).toBeDisabled();
    expect(first).toHaveTextContent('Validating...');
    for (const button of within(second).getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('a load failure offers Try Again', async () => {
    const onRetry = vi.fn();
    const { user } = renderScreen({ requests: failed(new Error('x')), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load validation requests. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says so when there is nothing to answer', () => {
    renderScreen({ requests: ready([]) });
    expect(screen.getByText('No validation requests')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loader while loading', () => {
    renderScreen({ requests: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading validation requests');
  });
});
