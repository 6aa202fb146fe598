import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeptFilesPanel } from './kept-files-panel';
import { KEPT_FILES } from './kept-files.fixtures';
import { KEPT_FILES_COPY as K } from './transfers-copy';
import { toKeptReceiptRow, toKeptWarrantyRow } from './api/kept-files';

/** The panel with the fixture's kept receipts and warranty documents. */
function renderKeptFiles(onOpen: (path: string) => Promise<void>) {
  render(
    <KeptFilesPanel
      files={{ status: 'ready', data: KEPT_FILES }}
      onRetry={vi.fn()}
      onOpen={onOpen}
    />,
  );
}

describe('KeptFilesPanel (#33)', () => {
  it('lists the kept receipts and warranty documents; Open opens the file', async () => {
    const onOpen = vi.fn(async () => undefined);
    renderKeptFiles(onOpen);
    const receipts = screen.getByRole('list', { name: K.receiptsLabel });
    expect(within(receipts).getByText('Water heater replacement, Mar 2, 2025')).toBeTruthy();
    expect(within(receipts).getByText(/12 Oak Lane · card-slip-visa/)).toBeTruthy();
    const warranties = screen.getByRole('list', { name: K.warrantiesLabel });
    expect(
      within(warranties).getByText('Refrigerator extended warranty, Jun 1, 2024'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: K.openLabel('fridge-plan.pdf') }));
    expect(onOpen).toHaveBeenCalledWith('keptWarranties/u-olive/p-oak/w-fridge/fridge-plan.pdf');
  });

  it('says when a file could not be opened', async () => {
    const onOpen = vi.fn(async () => {
      throw new Error('denied');
    });
    renderKeptFiles(onOpen);
    await userEvent.click(screen.getAllByRole('button', { name: /^Open / })[0] as HTMLElement);
    expect(await screen.findByText(K.openFailed)).toBeTruthy();
  });

  it('shows nothing while loading or with nothing kept; a failure offers Try Again', async () => {
    const { rerender, container } = render(
      <KeptFilesPanel files={{ status: 'loading' }} onRetry={vi.fn()} onOpen={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
    rerender(
      <KeptFilesPanel files={{ status: 'ready', data: [] }} onRetry={vi.fn()} onOpen={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
    const onRetry = vi.fn();
    rerender(
      <KeptFilesPanel
        files={{ status: 'error', error: new Error('x') }}
        onRetry={onRetry}
        onOpen={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: K.tryAgain }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('kept file rows', () => {
  it('a kept receipt record and a kept warranty become rows; a warranty without a document is none', () => {
    expect(
      toKeptReceiptRow('tr1-r1', {
        serviceType: 'Roofing',
        date: '2025-01-02',
        property: { address: '12 Oak Lane', city: 'S', state: 'IL', zipCode: '62704' },
        name: 'bill.pdf',
        path: 'keptReceipts/u/p/r1/bill.pdf',
      }),
    ).toEqual({
      id: 'tr1-r1',
      kind: 'receipt',
      title: 'Roofing',
      date: '2025-01-02',
      address: '12 Oak Lane',
      fileName: 'bill.pdf',
      path: 'keptReceipts/u/p/r1/bill.pdf',
    });
    expect(
      toKeptWarrantyRow('w1', {
        item: 'Heater',
        startDate: '2024-01-01',
        document: { path: 'keptWarranties/u/p/w1/h.pdf', name: 'h.pdf' },
      }),
    ).toMatchObject({ kind: 'warranty', title: 'Heater', fileName: 'h.pdf' });
    expect(toKeptWarrantyRow('w2', { item: 'Heater', document: null })).toBeNull();
  });
});
