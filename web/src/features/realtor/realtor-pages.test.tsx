import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportCsvResult, ExportDataset } from '@homeledger/domain';
import { LOADING, ready, type Loadable } from '@/lib/data/loadable';
import { MIN_REFRESH_MS } from '@/lib/data/use-refresh-indicator';
import { RealtorDashboardPage } from './realtor-dashboard-page';
import { RealtorPropertyPage } from './realtor-property-page';
import {
  realtorPropertiesFixture,
  realtorRepairsFixture,
  reportPropertyFixture,
  reportRepairsFixture,
} from './realtor.fixtures';
import type {
  RealtorProperty,
  RealtorPropertyDetail,
  RealtorRepair,
  RealtorReportRepair,
} from './realtor-types';

const fake = vi.hoisted(() => ({
  Unavailable: class FakeUnavailable extends Error {},
  properties: { status: 'loading' } as Loadable<readonly RealtorProperty[]>,
  repairs: { status: 'loading' } as Loadable<readonly RealtorRepair[]>,
  property: { status: 'loading' } as Loadable<RealtorPropertyDetail | null>,
  reportRepairs: { status: 'loading' } as Loadable<readonly RealtorReportRepair[]>,
  retryProperties: vi.fn(),
  retryRepairs: vi.fn(),
  exportCsv: vi.fn<(dataset: ExportDataset) => Promise<ExportCsvResult>>(),
  downloadExport: vi.fn(),
  toast: vi.fn(),
  listeners: new Set<() => void>(),
  repairsAskedFor: [] as (string | undefined)[],
  repairPagesAskedFor: [] as number[],
  repairsHasMore: false,
}));

function useRerenderOnEmit() {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    fake.listeners.add(rerender);
    return () => {
      fake.listeners.delete(rerender);
    };
  }, []);
}

vi.mock('./api/use-realtor-data', () => ({
  FirestoreUnavailableError: fake.Unavailable,
  useSharedProperties: () => {
    useRerenderOnEmit();
    return { state: fake.properties, retry: fake.retryProperties };
  },
  // A hook with no uid reads nothing and stays loading, as useLiveQuery does.
  useSharedRepairs: (uid: string | undefined, pages = 1) => {
    fake.repairsAskedFor.push(uid);
    fake.repairPagesAskedFor.push(pages);
    return {
      state: uid ? fake.repairs : { status: 'loading' },
      retry: fake.retryRepairs,
      hasMore: fake.repairsHasMore,
    };
  },
  useSharedProperty: () => {
    useRerenderOnEmit();
    return { state: fake.property, retry: () => undefined };
  },
  useSharedPropertyRepairs: () => ({ state: fake.reportRepairs, retry: () => undefined }),
}));
vi.mock('./api/receipts', () => ({ openReceipt: vi.fn(async () => undefined) }));
vi.mock('./api/exports', () => ({
  exportCsv: fake.exportCsv,
  downloadExport: fake.downloadExport,
}));
vi.mock('@/lib/auth/auth-context', () => ({
  useAuth: () => ({ user: { id: 'uid-rita', name: 'Rita Realtor', email: 'rita@x.example' } }),
}));
vi.mock('@/components/ui', async (original) => ({
  ...(await original<typeof import('@/components/ui')>()),
  toast: fake.toast,
}));

function emit(change: () => void) {
  change();
  act(() => fake.listeners.forEach((listener) => listener()));
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const routes: RouteObject[] = [
    {
      path: '/realtor',
      element: (
        <>
          <RealtorDashboardPage />
          <Where />
        </>
      ),
    },
    {
      path: '/realtor/property/:propertyId',
      element: (
        <>
          <RealtorPropertyPage />
          <Where />
        </>
      ),
    },
  ];
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteTable routes={routes} />
    </MemoryRouter>,
  );
  return { user };
}

const result = (dataset: ExportDataset, rowCount: number): ExportCsvResult => ({
  url: `https://storage.example/${dataset}.csv`,
  rowCount,
  fileName: `${dataset}-2026-06-01.csv`,
  path: `exports/uid-rita/${dataset}-2026-06-01.csv`,
});

beforeEach(() => {
  fake.properties = ready(realtorPropertiesFixture);
  fake.repairs = ready(realtorRepairsFixture);
  fake.property = LOADING;
  fake.reportRepairs = LOADING;
  fake.exportCsv.mockReset();
  fake.downloadExport.mockReset();
  fake.toast.mockReset();
  fake.retryProperties.mockReset();
  fake.retryRepairs.mockReset();
  fake.repairsAskedFor.length = 0;
  fake.repairPagesAskedFor.length = 0;
  fake.repairsHasMore = false;
});

describe('RealtorDashboardPage', () => {
  it('exports the tab’s dataset, downloads the file and says so', async () => {
    fake.exportCsv.mockResolvedValue(result('properties', 3));
    const { user } = renderAt('/realtor');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(fake.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'properties exported successfully' }),
      ),
    );
    expect(fake.exportCsv).toHaveBeenCalledWith('properties');
    expect(fake.downloadExport).toHaveBeenCalledWith(result('properties', 3));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows "Exporting..." while the export runs, and ignores a second click', async () => {
    let finish: (value: ExportCsvResult) => void = () => undefined;
    fake.exportCsv.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderAt('/realtor?tab=repairs');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const busy = await screen.findByRole('button', { name: /Exporting\.\.\./ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fake.exportCsv).toHaveBeenCalledTimes(1);
    expect(fake.exportCsv).toHaveBeenCalledWith('repairs');
    await act(async () => finish(result('repairs', 4)));
    expect(fake.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'repairs exported successfully' }),
    );
  });

  /** Export CSV on /realtor when the callable fails with `message` and `code`: the toast, no file. */
  async function expectFailedExport(message: string, code: string, toast: object) {
    fake.exportCsv.mockRejectedValue(Object.assign(new Error(message), { code }));
    const { user } = renderAt('/realtor');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith(expect.objectContaining(toast)));
    expect(fake.downloadExport).not.toHaveBeenCalled();
  }

  it('says "Failed to export data" when the callable fails', async () => {
    await expectFailedExport('internal', 'functions/internal', {
      title: 'Failed to export data',
      variant: 'destructive',
    });
  });

  it('says "No data to export" when the server found no rows', async () => {
    await expectFailedExport('No data to export', 'functions/failed-precondition', {
      title: 'No data to export',
    });
  });

  it('reads repairs only on the Repairs tab; the tab counts them from the homes until then', () => {
    renderAt('/realtor');
    expect(fake.repairsAskedFor.every((uid) => uid === undefined)).toBe(true);
    const kept = realtorPropertiesFixture.reduce((sum, property) => sum + property.repairCount, 0);
    expect(kept).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: `Repair History (${kept})` })).toBeInTheDocument();
  });

  it('reads repairs a page at a time: "Load more repairs" asks for the next page', async () => {
    fake.repairsHasMore = true;
    const { user } = renderAt('/realtor?tab=repairs');
    expect(fake.repairPagesAskedFor.at(-1)).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Load more repairs' }));
    expect(fake.repairPagesAskedFor.at(-1)).toBe(2);
    // The tab still counts every shared repair (the homes' counts), not the rows read.
    const kept = realtorPropertiesFixture.reduce((sum, property) => sum + property.repairCount, 0);
    expect(screen.getByRole('tab', { name: `Repair History (${kept})` })).toBeInTheDocument();
  });

  it('re-runs both queries on Refresh Data and shows "Refreshing data..." until they answer', async () => {
    const { user } = renderAt('/realtor');
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(fake.retryProperties).toHaveBeenCalledTimes(1);
    expect(fake.retryRepairs).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Refreshing data\.\.\./ })).toBeDisabled();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeEnabled(),
      {
        timeout: MIN_REFRESH_MS + 1000,
      },
    );
  });
});

describe('RealtorPropertyPage', () => {
  it('shows the report of a shared property', () => {
    fake.property = ready(reportPropertyFixture);
    fake.reportRepairs = ready(reportRepairsFixture);
    renderAt('/realtor/property/p-elm');
    expect(screen.getByRole('heading', { level: 1, name: '1428 Elm Street' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/realtor/property/p-elm');
  });

  it.each([
    ['Property not found', () => (fake.property = ready(null))],
    [
      'Failed to load property details',
      () => (fake.property = { status: 'error', error: new Error('x') }),
    ],
    [
      'Failed to load repair history',
      () => {
        fake.property = ready(reportPropertyFixture);
        fake.reportRepairs = { status: 'error', error: new Error('x') };
      },
    ],
  ])('"%s": toast and back to /realtor', async (title, change) => {
    renderAt('/realtor/property/p-elm');
    emit(change);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/realtor$/));
    expect(fake.toast).toHaveBeenCalledWith(expect.objectContaining({ title }));
  });

  it('stays when only the Firestore emulator is missing (development)', () => {
    renderAt('/realtor/property/p-elm');
    emit(() => (fake.property = { status: 'error', error: new fake.Unavailable() }));
    expect(screen.getByTestId('where')).toHaveTextContent('/realtor/property/p-elm');
    expect(fake.toast).not.toHaveBeenCalled();
  });
});
