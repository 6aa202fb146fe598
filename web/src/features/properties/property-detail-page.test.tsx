import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@homeledger/domain';
import { mockElementLayout } from '@/components/ui/test-utils';
import { failed, LOADING, ready, type Loadable } from '@/lib/data/loadable';
import { PropertyPanelsProvider, type ReportPanelSlotProps } from '@/lib/property-panels';
import type { PropertyDetail, PropertyRepairRow } from './property-detail-screen';
import { PropertyDetailPage } from './property-detail-page';
import {
  FIXTURE_OWNER_UID,
  disputedProperty,
  propertyRepairs,
  verifiedProperty,
} from './property-detail.fixtures';
import { interactive } from '@/test/interactive';

const fake = vi.hoisted(() => ({
  Unavailable: class FakeUnavailable extends Error {},
  property: { status: 'loading' } as Loadable<PropertyDetail | null>,
  repairs: { status: 'loading' } as Loadable<readonly PropertyRepairRow[]>,
  user: { id: 'uid-hannah', role: 'homeowner' as Role },
  deleteProperty: vi.fn<(id: string) => Promise<{ consent?: boolean }>>(),
  toast: vi.fn(),
  listeners: new Set<() => void>(),
  photo: { upload: vi.fn<(file: File) => void>() },
}));

vi.mock('./api/use-property', () => ({
  FirestoreUnavailableError: fake.Unavailable,
  useProperty: () => {
    const [, rerender] = useStateForTest();
    useRerenderOnEmit(rerender);
    return { state: fake.property, retry: () => undefined };
  },
  usePropertyRepairs: () => ({ state: fake.repairs, retry: () => undefined }),
  useMapsApiKey: () => ({ status: 'ready', data: null }),
}));
vi.mock('./api/properties', () => ({ deleteProperty: fake.deleteProperty }));
// The share panel's own data and actions are tested in share-panel tests.
vi.mock('./api/sharing', async (original) => ({
  ...(await original<typeof import('./api/sharing')>()),
  usePropertyShares: () => ({ state: { status: 'loading' }, retry: () => undefined }),
}));
vi.mock('./api/use-property-photo', () => ({
  usePropertyPhoto: () => ({
    photo: { status: 'none' },
    progress: null,
    busy: false,
    upload: fake.photo.upload,
    cancel: () => undefined,
    remove: () => undefined,
  }),
}));
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ user: fake.user }) }));
vi.mock('@/components/ui', async (original) => ({
  ...(await original<typeof import('@/components/ui')>()),
  toast: fake.toast,
}));

function useStateForTest() {
  return useReducer((n: number) => n + 1, 0);
}
function useRerenderOnEmit(rerender: () => void) {
  useEffect(() => {
    fake.listeners.add(rerender);
    return () => {
      fake.listeners.delete(rerender);
    };
  }, [rerender]);
}
/** Pushes a new snapshot of the property to the page, as onSnapshot would. */
function emitProperty(state: Loadable<PropertyDetail | null>) {
  fake.property = state;
  act(() => fake.listeners.forEach((listener) => listener()));
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Stand-ins for the other features' panels app/ composes in: each says it is there. */
const buyerLinksPanel = () => <p>buyer links panel</p>;
function ReportPanel({ viewer }: ReportPanelSlotProps) {
  return <p>report panel for the {viewer}</p>;
}

function renderPage(path = '/property/p-oak', transferPanel?: () => ReactNode) {
  const routes: RouteObject[] = [
    {
      path: '/property/:propertyId',
      element: (
        <PropertyDetailPage
          {...(transferPanel ? { transferPanel } : {})}
          buyerLinksPanel={buyerLinksPanel}
        />
      ),
    },
    { path: '*', element: <Where /> },
  ];
  const user = userEvent.setup();
  const view = render(
    <PropertyPanelsProvider value={{ ReportPanel }}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} />
        <Search />
      </MemoryRouter>
    </PropertyPanelsProvider>,
  );
  return { user, unmount: view.unmount };
}

/** The page has sent the user away to the dashboard. */
async function expectOnDashboard() {
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
}

/** Presses Remove Property and confirms it in the dialog. */
async function removeAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Remove Property' }));
  const dialog = await interactive(
    screen.findByRole('alertdialog', { name: 'Confirm Property Removal' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Remove Property' }));
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = mockElementLayout();
  fake.property = LOADING;
  fake.repairs = ready(propertyRepairs);
  fake.user = { id: FIXTURE_OWNER_UID, role: 'homeowner' };
  fake.deleteProperty.mockReset();
  fake.toast.mockReset();
});
afterEach(() => {
  restoreLayout();
  vi.restoreAllMocks();
});

describe('PropertyDetailPage', () => {
  it('shows the owner their property', () => {
    fake.property = ready(verifiedProperty);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeInTheDocument();
    // No key configured: the map area says so, the rest of the page is there.
    expect(screen.getByText('Error loading map. API key not available.')).toBeInTheDocument();
    expect(fake.toast).not.toHaveBeenCalled();
  });

  it('offers the transfer panel for a verified home, never for a disputed claim (#33)', () => {
    const panel = () => <p>transfer panel</p>;
    fake.property = ready(verifiedProperty);
    const first = renderPage('/property/p-oak', panel);
    expect(screen.getByText('transfer panel')).toBeInTheDocument();
    first.unmount();
    fake.property = ready(disputedProperty);
    renderPage('/property/p-oak', panel);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('transfer panel')).toBeNull();
  });

  it('sends a missing or unreadable property to the dashboard with the spec toast', async () => {
    fake.property = ready(null);
    renderPage();
    await expectOnDashboard();
    expect(fake.toast).toHaveBeenCalledWith({
      title: 'Property not found',
      description: "The property you're looking for doesn't exist or you don't have access to it.",
      variant: 'destructive',
    });
  });

  it('sends a load failure to the dashboard with the spec toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.property = failed(Object.assign(new Error('boom'), { code: 'unavailable' }));
    renderPage();
    await expectOnDashboard();
    expect(fake.toast).toHaveBeenCalledWith({
      title: 'Failed to load property details. Please try again.',
      variant: 'destructive',
    });
  });

  it('stays (no toast) when the Firestore emulator is not running', () => {
    fake.property = failed(new fake.Unavailable());
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load property details. Please try again.',
    );
    expect(fake.toast).not.toHaveBeenCalled();
  });

  it('sends a realtor the property is shared with to the realtor view', async () => {
    fake.user = { id: 'uid-rita', role: 'realtor' };
    fake.property = ready(verifiedProperty);
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/realtor/property/p-oak'),
    );
    expect(fake.toast).not.toHaveBeenCalled();
  });

  it('treats a readable property of someone else as not found for a homeowner', async () => {
    fake.user = { id: 'uid-other', role: 'homeowner' };
    fake.property = ready(verifiedProperty);
    renderPage();
    await expectOnDashboard();
    expect(fake.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Property not found' }),
    );
  });

  it('hands a chosen photo to the upload, and shows its progress', async () => {
    fake.property = ready(verifiedProperty);
    const { user } = renderPage();
    const file = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(fake.photo.upload).toHaveBeenCalledWith(file);
  });

  it('removes the property, ignoring its disappearance, then goes to the dashboard', async () => {
    fake.property = ready(verifiedProperty);
    let finish: () => void = () => undefined;
    fake.deleteProperty.mockImplementation(
      () =>
        new Promise<{ consent?: boolean }>((resolve) => {
          finish = () => resolve({});
        }),
    );
    const { user } = renderPage();
    await removeAndConfirm(user);
    expect(fake.deleteProperty).toHaveBeenCalledWith('p-oak');
    // The live read sees the property vanish before the callable answers.
    emitProperty(ready(null));
    const busy = within(screen.getByRole('alertdialog')).getByRole('button', {
      name: /Remove Property/,
    });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(fake.toast).not.toHaveBeenCalled();
    await act(async () => finish());
    await expectOnDashboard();
    expect(fake.toast).toHaveBeenCalledTimes(1);
    expect(fake.toast).toHaveBeenCalledWith({
      title: 'Property Deleted',
      description: 'Your property has been successfully removed',
    });
  });

  it('adds the server reason to the failure toast when it wrote one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.property = ready(verifiedProperty);
    fake.deleteProperty.mockRejectedValueOnce(
      Object.assign(new Error('Only the owner can remove this property.'), {
        code: 'functions/permission-denied',
      }),
    );
    const { user } = renderPage();
    await removeAndConfirm(user);
    await waitFor(() =>
      expect(fake.toast).toHaveBeenCalledWith({
        title: 'Failed to delete property. Please try again.',
        description: 'Only the owner can remove this property.',
        variant: 'destructive',
      }),
    );
  });

  it('keeps the dialog usable when removal fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.property = ready(verifiedProperty);
    fake.deleteProperty.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'internal' }));
    const { user } = renderPage();
    await removeAndConfirm(user);
    await waitFor(() =>
      expect(fake.toast).toHaveBeenCalledWith({
        title: 'Failed to delete property. Please try again.',
        variant: 'destructive',
      }),
    );
    const again = within(screen.getByRole('alertdialog')).getByRole('button', {
      name: 'Remove Property',
    });
    expect(again).toBeEnabled();
    // Still on the page (hidden from the accessibility tree behind the modal).
    expect(
      screen.getByRole('heading', { level: 1, name: '12 Oak Lane', hidden: true }),
    ).toBeInTheDocument();
    fake.deleteProperty.mockResolvedValueOnce({});
    await user.click(again);
    await expectOnDashboard();
  });

  it('stays on the page when co-owners must agree first (#31)', async () => {
    fake.property = ready(verifiedProperty);
    fake.deleteProperty.mockResolvedValueOnce({ consent: true });
    const { user } = renderPage();
    await removeAndConfirm(user);
    await waitFor(() =>
      expect(fake.toast).toHaveBeenCalledWith({
        title: 'Co-owners asked',
        description: 'This home is deleted when every co-owner agrees.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Still on the property page (the other routes show where they are).
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    fake.property = ready(verifiedProperty);
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Repair History' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?tab=repairs'));
    // The router applies the new search in a transition: slow under jsdom on a busy machine.
    expect(await screen.findByRole('table', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('PropertyDetailPage for the household (issue #31)', () => {
  const member = (
    uid: string,
    role: 'co-owner' | 'viewer' | 'delegate',
    grant: { until: string; report: boolean } | null = null,
  ) => ({
    uid,
    role,
    name: uid,
    email: `${uid}@example.com`,
    since: null,
    invitedBy: FIXTURE_OWNER_UID,
    grant,
  });

  it('lets a viewer in without the owner’s actions or panels', () => {
    const transfer = () => <p>transfer panel</p>;
    fake.user = { id: 'uid-vic', role: 'homeowner' };
    fake.property = ready({ ...verifiedProperty, members: [member('uid-vic', 'viewer')] });
    renderPage('/property/p-oak', transfer);
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Repair' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Property' })).toBeNull();
    expect(screen.queryByText('transfer panel')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Share with a realtor' })).toBeNull();
    expect(screen.queryByText('buyer links panel')).toBeNull();
    expect(screen.queryByText(/report panel/)).toBeNull();
    expect(fake.toast).not.toHaveBeenCalled();
  });

  it('shows the owner sharing, buyer links and reports', () => {
    fake.property = ready(verifiedProperty);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Share with a realtor' })).toBeInTheDocument();
    expect(screen.getByText('buyer links panel')).toBeInTheDocument();
    expect(screen.getByText('report panel for the owner')).toBeInTheDocument();
  });

  it('lets a co-owner add repairs, share and make reports, but not transfer or remove', () => {
    const transfer = () => <p>transfer panel</p>;
    fake.user = { id: 'uid-cora', role: 'homeowner' };
    fake.property = ready({ ...verifiedProperty, members: [member('uid-cora', 'co-owner')] });
    renderPage('/property/p-oak', transfer);
    expect(screen.getByRole('link', { name: 'Add Repair' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share with a realtor' })).toBeInTheDocument();
    // A report's code is theirs to withdraw too (withdrawReportCode asks the same role).
    expect(screen.getByText('report panel for the owner')).toBeInTheDocument();
    // Sharing is theirs too: the home's buyer links (the rules let co-owners read them).
    expect(screen.getByText('buyer links panel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Property' })).toBeNull();
    expect(screen.queryByText('transfer panel')).toBeNull();
  });

  it('shows a delegate the report panel only when its grant names reports', () => {
    fake.user = { id: 'uid-dana', role: 'homeowner' };
    const delegate = (report: boolean) =>
      ready({
        ...verifiedProperty,
        members: [member('uid-dana', 'delegate', { until: '2999-12-31', report })],
      });
    fake.property = delegate(true);
    const { unmount } = renderPage();
    expect(screen.getByText('report panel for the owner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Repair' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Share with a realtor' })).toBeNull();
    expect(screen.queryByText('buyer links panel')).toBeNull();
    unmount();

    fake.property = delegate(false);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeInTheDocument();
    expect(screen.queryByText(/report panel/)).toBeNull();
  });

  it('treats a delegate whose last day has passed as not found', async () => {
    fake.user = { id: 'uid-dana', role: 'homeowner' };
    fake.property = ready({
      ...verifiedProperty,
      members: [member('uid-dana', 'delegate', { until: '2020-01-31', report: false })],
    });
    renderPage();
    await expectOnDashboard();
    expect(fake.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Property not found' }),
    );
  });
});
