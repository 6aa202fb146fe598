/**
 * The dashboard is live: with the data layer's snapshots replaced at their boundary
 * (lib/firebase/snapshots.ts), a new snapshot changes the screen without a retry or
 * a reload — a repair added in another tab, an offer sent by a contractor (the
 * record-offers panel composed in as dashboard-composed.tsx does).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopAllLiveObservables } from '@/lib/firebase/live-observable';
import type { SnapshotDoc } from '@/lib/firebase/snapshots';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { ownRepairsQuery, repairsPage } from '@/features/dashboard/api/queries';
import { RecordOffersContainer } from '@/features/record-offers/record-offers-container';

const fake = vi.hoisted(() => ({
  streams: new Map<string, import('rxjs').Subject<unknown>>(),
}));

function stream(name: string) {
  const subject = fake.streams.get(name);
  if (!subject) throw new Error(`nobody listens to ${name}`);
  return subject;
}

vi.mock('@/lib/firebase/snapshots', async () => {
  const { Subject: RxSubject } = await import('rxjs');
  const watch = (name: string) => {
    const subject = new RxSubject<unknown>();
    fake.streams.set(name, subject);
    return subject.asObservable();
  };
  return {
    watchQuery: (_db: unknown, spec: { name: string }) => watch(spec.name),
    watchDocument: (_db: unknown, spec: { name: string }) => watch(spec.name),
  };
});
vi.mock('reactfire', async (importOriginal) => ({
  ...(await importOriginal<typeof import('reactfire')>()),
  useFirestore: () => ({}),
}));
vi.mock('@/lib/firebase/firestore-availability', () => ({
  useFirestoreAvailability: () => 'available',
}));
vi.mock('@/lib/auth/auth-context', () => ({
  useAuth: () => ({
    user: { id: 'uid-hannah', name: 'Hannah Homeowner', role: 'homeowner' },
    logout: async () => undefined,
  }),
}));
vi.mock('@/features/dashboard/card-media', () => ({ CardMedia: () => null }));
vi.mock('@/lib/firebase/maps-config', () => ({
  useMapsApiKey: () => ({ status: 'ready', data: null }),
}));

const elm: SnapshotDoc = {
  id: 'p-elm',
  data: {
    address: '1428 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    verificationStatus: 'verified',
    repairCount: 1,
    lastRepairDate: '2026-03-14',
  },
};

function repair(id: string, serviceType: string, date: string): SnapshotDoc {
  return {
    id,
    data: {
      propertyId: 'p-elm',
      property: { address: '1428 Elm Street', city: 'Springfield', state: 'IL', zipCode: '62704' },
      serviceType,
      date,
      status: 'completed',
      costCents: 12_000,
      addedBy: 'uid-hannah',
    },
  };
}

function emit(name: string, docs: SnapshotDoc[]) {
  act(() => stream(name).next(docs));
}

beforeEach(() => fake.streams.clear());
afterEach(() => {
  cleanup();
  stopAllLiveObservables();
});

function renderDashboard(path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardPage recordOffersPanel={<RecordOffersContainer uid="uid-hannah" />} />
    </MemoryRouter>,
  );
}

/** The Repair History tab's listener: the first page of the homeowner's repairs. */
const OWN_REPAIRS = repairsPage(ownRepairsQuery, 1).name;

describe('DashboardPage, live', () => {
  it('shows a repair added elsewhere as soon as its snapshot arrives', async () => {
    renderDashboard('/dashboard?tab=repairs');
    emit('own properties', [elm]);
    emit(OWN_REPAIRS, [repair('r1', 'Plumbing', '2026-03-14')]);
    emit('pending record offers', []);
    expect(await screen.findByText('Plumbing')).toBeInTheDocument();
    expect(screen.queryByText('Roofing')).toBeNull();

    emit(OWN_REPAIRS, [
      repair('r2', 'Roofing', '2026-04-02'),
      repair('r1', 'Plumbing', '2026-03-14'),
    ]);
    expect(await screen.findByText('Roofing')).toBeInTheDocument();
    expect(screen.getByText('Plumbing')).toBeInTheDocument();
  });

  it('reads no repair on the Properties tab; the Repair History tab starts listening', async () => {
    const { unmount } = renderDashboard();
    emit('own properties', [elm]);
    expect(await screen.findByText('1428 Elm Street')).toBeInTheDocument();
    expect(fake.streams.has('own properties')).toBe(true);
    expect(fake.streams.has(OWN_REPAIRS)).toBe(false);
    unmount();

    renderDashboard('/dashboard?tab=repairs');
    expect(fake.streams.has(OWN_REPAIRS)).toBe(true);
  });

  it('shows an offer a contractor sent, without a reload', async () => {
    renderDashboard();
    emit('own properties', [elm]);
    emit('pending record offers', []);
    expect(screen.queryByRole('region', { name: /Offers from contractors/ })).toBeNull();

    emit('pending record offers', [
      {
        id: 'offer-1',
        data: {
          contractorName: 'Carlos Plumbing & Repair',
          property: elm.data,
          serviceType: 'Water Heater',
          date: '2026-05-01',
          costCents: 95_000,
        },
      },
    ]);
    const offers = await screen.findByRole('region', { name: /Offers from contractors/ });
    expect(within(offers).getByText(/Carlos Plumbing & Repair/)).toBeInTheDocument();
  });
});
