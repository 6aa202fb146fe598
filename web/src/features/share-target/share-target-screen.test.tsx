import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failed, ready } from '@/lib/data/loadable';
import { PWA_COPY } from '@/lib/pwa/pwa-copy';
import { renderInRouter } from '@/test/render-in-router';
import { shareTargetScreenProps } from './share-target.fixtures';
import { ShareTargetScreen, type ShareTargetScreenProps } from './share-target-screen';

const copy = PWA_COPY.share;

function renderScreen(props: Partial<ShareTargetScreenProps> = {}) {
  return renderInRouter(<ShareTargetScreen {...shareTargetScreenProps(props)} />, {
    path: '/share?file=f1',
  });
}

describe('ShareTargetScreen', () => {
  it('asks which home the shared receipt is for, and opens Add Repair with it', async () => {
    const { router } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: copy.receiptHeading })).toBeVisible();
    expect(screen.getByText(copy.sharedFile('receipt.jpg'))).toBeVisible();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: /48 Lakeview Drive/ }));
    expect(router.state.location.pathname).toBe('/add-repair/home-2');
    expect(router.state.location.search).toBe('?shared=f1');
  });

  it('from the "Add repair" shortcut asks which home the repair is for', () => {
    renderScreen({ request: { kind: 'shortcut', capture: null }, file: { status: 'none' } });
    expect(screen.getByRole('heading', { level: 1, name: copy.repairHeading })).toBeVisible();
    expect(screen.getByRole('link', { name: /123 Maple Street/ })).toHaveAttribute(
      'href',
      '/add-repair/home-1',
    );
  });

  it('from "Scan receipt" passes capture=receipt on', () => {
    renderScreen({ request: { kind: 'shortcut', capture: 'receipt' }, file: { status: 'none' } });
    expect(screen.getByRole('link', { name: /123 Maple Street/ })).toHaveAttribute(
      'href',
      '/add-repair/home-1?capture=receipt',
    );
  });

  it('with no homes yet offers to add one', () => {
    renderScreen({ homes: ready([]) });
    expect(screen.getByRole('heading', { name: copy.noHomesTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: copy.addHome })).toHaveAttribute(
      'href',
      '/add-property',
    );
  });

  it('says when the shared file is gone (taken or older than a day)', () => {
    renderScreen({ file: { status: 'missing' } });
    expect(screen.getByRole('heading', { name: copy.missingTitle })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: copy.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says when the worker could not keep the file', () => {
    renderScreen({ request: { kind: 'failed', reason: 'not-saved' }, file: { status: 'none' } });
    expect(screen.getByRole('heading', { name: copy.notSavedTitle })).toBeVisible();
  });

  it('offers Try Again when the homes cannot be read', async () => {
    const onRetryHomes = vi.fn();
    renderScreen({ homes: failed(new Error('x')), onRetryHomes });
    expect(screen.getByText(copy.homesFailed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(onRetryHomes).toHaveBeenCalledOnce();
  });
});
