import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { toRecordOfferRow } from './api/record-offers';
import {
  RecordOffersPanel,
  type RecordOfferRow,
  type RecordOffersPanelProps,
} from './record-offers-panel';
import { offersFixture } from './record-offers.fixtures';
import { interactive } from '@/test/interactive';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

vi.mock('@/lib/firebase/use-live-query', () => ({
  useLiveQuery: () => ({ state: { status: 'loading' } }),
}));

mockElementLayoutInEachTest();

type Props = Partial<RecordOffersPanelProps> & { offers: Loadable<readonly RecordOfferRow[]> };

function Harness(props: Props) {
  const [target, setTarget] = useState<RecordOfferRow | null>(null);
  return (
    <RecordOffersPanel
      onRetry={() => undefined}
      onAccept={() => undefined}
      answering={{}}
      declineTarget={target}
      onDeclineTargetChange={setTarget}
      onConfirmDecline={() => undefined}
      {...props}
    />
  );
}

function renderPanel(props: Props) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} />);
  return { user, view };
}

describe('RecordOffersPanel', () => {
  it('lists each offer: contractor, property, date, description, cost', () => {
    renderPanel({ offers: ready(offersFixture) });
    expect(screen.getByRole('heading', { name: 'Offers from contractors' })).toBeVisible();
    const [first, second] = within(
      screen.getByRole('list', { name: 'Service records offered by contractors' }),
    ).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('From Carlos Plumbing & Repair');
    expect(first).toHaveTextContent('1428 Elm Street, Springfield, IL 62704');
    expect(first).toHaveTextContent('Sep 14, 2026');
    expect(first).toHaveTextContent('$285.50');
    expect(first).toHaveTextContent(/kitchen sink trap/);
    expect(second).toHaveTextContent('No description provided');
    expect(second).toHaveTextContent('$6,400.00');
  });

  it('Accept answers at once', async () => {
    const onAccept = vi.fn();
    const { user } = renderPanel({ offers: ready(offersFixture), onAccept });
    await user.click(
      screen.getByRole('button', { name: 'Accept Plumbing from Carlos Plumbing & Repair' }),
    );
    expect(onAccept).toHaveBeenCalledWith(offersFixture[0]);
  });

  it('Decline asks first', async () => {
    const onConfirmDecline = vi.fn();
    const { user } = renderPanel({ offers: ready(offersFixture), onConfirmDecline });
    await user.click(screen.getByRole('button', { name: 'Decline Roofing from Summit Roofing' }));
    const dialog = await interactive(
      screen.findByRole('alertdialog', {
        name: 'Decline this service record?',
      }),
    );
    expect(dialog).toHaveTextContent(
      'It will not be added to 310 Cedar Court. Summit Roofing will see that you declined.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(onConfirmDecline).toHaveBeenCalledOnce();
  });

  it('disables the offer being answered', () => {
    renderPanel({ offers: ready(offersFixture), answering: { 'o-1': 'accept' } });
    const [first, second] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    for (const button of within(first).getAllByRole('button')) expect(button).toBeDisabled();
    expect(first).toHaveTextContent('Accepting...');
    for (const button of within(second).getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('hidden while loading and when there are none', () => {
    const { view } = renderPanel({ offers: LOADING });
    expect(view.container).toBeEmptyDOMElement();
    view.unmount();
    const again = renderPanel({ offers: ready([]) });
    expect(again.view.container).toBeEmptyDOMElement();
  });

  it('a failure is a small message with Try Again', async () => {
    const onRetry = vi.fn();
    const { user } = renderPanel({ offers: failed(new Error('x')), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load offers from contractors.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('toRecordOfferRow', () => {
  it('reads an offer document, with fallbacks for missing fields', () => {
    expect(
      toRecordOfferRow('o-1', {
        contractorName: 'Summit Roofing',
        property: { address: '1 A St', city: 'X', state: 'CO', zipCode: '80302' },
        serviceType: 'Roofing',
        date: '2026-08-30',
        description: '  ',
        costCents: 100,
      }),
    ).toEqual({
      id: 'o-1',
      contractorName: 'Summit Roofing',
      property: { address: '1 A St', city: 'X', state: 'CO', zipCode: '80302' },
      serviceType: 'Roofing',
      date: '2026-08-30',
      description: null,
      costCents: 100,
    });
    expect(toRecordOfferRow('o-2', {})).toMatchObject({
      contractorName: 'A contractor',
      serviceType: 'Other',
      costCents: null,
    });
  });
});
