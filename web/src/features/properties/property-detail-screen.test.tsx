import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { HouseholdRole } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import {
  PropertyDetailScreen,
  type PropertyDetail,
  type PropertyDetailTab,
  type PropertyRepairRow,
  type PhotoState,
} from './property-detail-screen';
import {
  disputedProperty,
  manyPropertyRepairs,
  pendingProperty,
  propertyRepairs,
  propertyWithRepairs,
  propertyWithoutRepairs,
  verifiedProperty,
} from './property-detail.fixtures';
import { PROPERTY_DETAIL_COPY } from './properties-copy';
import { interactive } from '@/test/interactive';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

interface HarnessProps {
  property: Loadable<PropertyDetail>;
  repairs?: Loadable<readonly PropertyRepairRow[]>;
  tab?: PropertyDetailTab;
  onUploadPhoto?: (file: File) => void;
  photo?: PhotoState;
  photoUploadProgress?: number | null;
  onCancelPhotoUpload?: () => void;
  onRemovePhoto?: () => void;
  onConfirmRemove?: () => void;
  onRetryRepairs?: () => void;
  removing?: boolean;
  role?: HouseholdRole;
  queuedRepairs?: ReactNode;
  hasQueuedRepairs?: boolean;
}

function Harness(props: HarnessProps) {
  const [tab, setTab] = useState<PropertyDetailTab>(props.tab ?? 'details');
  const [open, setOpen] = useState(false);
  return (
    <PropertyDetailScreen
      property={props.property}
      repairs={props.repairs ?? ready(propertyRepairs)}
      onRetryRepairs={props.onRetryRepairs ?? (() => undefined)}
      map={<div data-testid="map-slot" />}
      tab={tab}
      onTabChange={setTab}
      onUploadPhoto={props.onUploadPhoto ?? (() => undefined)}
      photo={props.photo}
      photoUploadProgress={props.photoUploadProgress ?? null}
      onCancelPhotoUpload={props.onCancelPhotoUpload}
      onRemovePhoto={props.onRemovePhoto}
      removeDialogOpen={open}
      onRemoveDialogOpenChange={setOpen}
      onConfirmRemove={props.onConfirmRemove ?? (() => undefined)}
      removing={props.removing ?? false}
      role={props.role}
      sharePanel={<div data-testid="panels-slot" />}
      queuedRepairs={props.queuedRepairs}
      hasQueuedRepairs={props.hasQueuedRepairs}
    />
  );
}

function renderScreen(props: HarnessProps) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );
  return { user, ...view };
}

const statistics = () => screen.getByRole('complementary', { name: 'Property Statistics' });

describe('PropertyDetailScreen', () => {
  it('shows the spinner with "Loading..." while the property loads', () => {
    renderScreen({ property: LOADING, repairs: LOADING });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByTestId('map-slot')).not.toBeInTheDocument();
  });

  it('shows the address, the place line, the map slot and the actions', () => {
    renderScreen({ property: ready(verifiedProperty) });
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeInTheDocument();
    expect(screen.getByText('Springfield, IL 62704')).toBeInTheDocument();
    expect(screen.getByTestId('map-slot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Repair' })).toHaveAttribute(
      'href',
      '/add-repair/p-oak',
    );
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Property' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['verified', 'Verified', 'success', verifiedProperty],
    ['disputed', 'Disputed', 'danger', disputedProperty],
    ['pending', 'Pending', 'warning', pendingProperty],
  ] as const)('badges a %s property as "%s" (%s)', (_, label, variant, property) => {
    renderScreen({ property: ready(property) });
    const heading = screen.getByRole('heading', { level: 1 });
    const badge = within(heading.parentElement as HTMLElement).getByText(label);
    expect(badge.className).toMatch(new RegExp(`variant_${variant}`));
  });

  it('warns about a dispute and disables Add Repair', () => {
    renderScreen({ property: ready(disputedProperty) });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PROPERTY_DETAIL_COPY.disputedTitle);
    expect(alert).toHaveTextContent('contact support');
    expect(within(alert).getByRole('link', { name: 'support@homeledger.app' })).toHaveAttribute(
      'href',
      'mailto:support@homeledger.app',
    );
    const addRepair = screen.getByRole('button', { name: 'Add Repair' });
    expect(addRepair).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Add Repair' })).not.toBeInTheDocument();
  });

  it('lists the property details on the first tab', () => {
    renderScreen({ property: ready(verifiedProperty) });
    const panel = screen.getByRole('tabpanel', { name: 'Property Details' });
    const value = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(value('Address')).toHaveTextContent('12 Oak Lane');
    expect(value('City')).toHaveTextContent('Springfield');
    expect(value('State')).toHaveTextContent('IL');
    expect(value('ZIP Code')).toHaveTextContent('62704');
    expect(value('Status')).toHaveTextContent('Verified');
  });

  it('shows the repair table with formatted dates, dollars and N/A', async () => {
    const { user } = renderScreen({ property: ready(verifiedProperty) });
    await user.click(screen.getByRole('tab', { name: 'Repair History' }));
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Service Type', 'Description', 'Contractor', 'Cost']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      'Sep 14, 2026',
      'Plumbing',
      'Replaced the kitchen sink trap and both supply lines; checked for leaks.',
      'Prairie Plumbing Co.',
      '$285.50',
    ]);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      'Jun 2, 2026',
      'HVAC',
      'Annual furnace service.',
      'N/A',
      '$149.00',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual([
      'Nov 20, 2025',
      'Gutter cleaning',
      'N/A',
      'N/A',
      'N/A',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Plumbing' })).toHaveAttribute(
      'href',
      '/repair/r-1',
    );
    // The table scrolls sideways on narrow screens, by keyboard too.
    expect(screen.getByRole('region', { name: /Repair history/ })).toHaveAttribute('tabindex', '0');
  });

  it('renders every one of many repairs', () => {
    const many = manyPropertyRepairs(40);
    renderScreen({
      property: ready(propertyWithRepairs(many)),
      repairs: ready(many),
      tab: 'repairs',
    });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(41);
  });

  it('shows the empty state without repairs', () => {
    renderScreen({ property: ready(propertyWithoutRepairs), repairs: ready([]), tab: 'repairs' });
    expect(screen.getByText('No Repair History')).toBeInTheDocument();
    expect(
      screen.getByText("This property doesn't have any repair records yet."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('no empty state under repairs waiting on this device to upload', () => {
    renderScreen({
      property: ready(propertyWithoutRepairs),
      repairs: ready([]),
      tab: 'repairs',
      queuedRepairs: <ul aria-label="Repairs waiting to upload" />,
      hasQueuedRepairs: true,
    });
    expect(screen.getByRole('list', { name: 'Repairs waiting to upload' })).toBeInTheDocument();
    expect(screen.queryByText('No Repair History')).not.toBeInTheDocument();
  });

  it('shows a repair-history failure with Try Again', async () => {
    const onRetryRepairs = vi.fn();
    const { user } = renderScreen({
      property: ready(verifiedProperty),
      repairs: failed(new Error('unavailable')),
      tab: 'repairs',
      onRetryRepairs,
    });
    expect(screen.getByText(PROPERTY_DETAIL_COPY.repairsFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetryRepairs).toHaveBeenCalledOnce();
  });

  it('shows all statistics when the property has repairs', () => {
    renderScreen({ property: ready(verifiedProperty) });
    const panel = statistics();
    const value = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(value('Total Repairs')).toHaveTextContent('3');
    expect(value('Last Repair')).toHaveTextContent('Sep 14, 2026');
    expect(value('Total Spent')).toHaveTextContent('$434.50');
  });

  it('shows only the repair count when there are no repairs', () => {
    renderScreen({ property: ready(propertyWithoutRepairs), repairs: ready([]) });
    const panel = statistics();
    expect(within(panel).getByText('Total Repairs').nextElementSibling).toHaveTextContent('0');
    expect(within(panel).queryByText('Last Repair')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Total Spent')).not.toBeInTheDocument();
  });

  it('Upload Photo opens a picker for jpeg/png/webp and hands the file over', async () => {
    const onUploadPhoto = vi.fn();
    const { user } = renderScreen({ property: ready(verifiedProperty), onUploadPhoto });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(click).toHaveBeenCalledOnce();
    const file = new File(['x'], 'front.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onUploadPhoto).toHaveBeenCalledWith(file);
  });

  it('shows the photo, the upload progress with a cancel, and Remove Photo', async () => {
    const onCancelPhotoUpload = vi.fn();
    const onRemovePhoto = vi.fn();
    const { user } = renderScreen({
      property: ready(verifiedProperty),
      photo: { status: 'ready', url: 'blob:photo' },
      photoUploadProgress: 0.4,
      onCancelPhotoUpload,
      onRemovePhoto,
    });
    expect(
      screen.getByRole('img', { name: `Photo of ${verifiedProperty.address}` }),
    ).toHaveAttribute('src', 'blob:photo');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancelPhotoUpload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(onRemovePhoto).toHaveBeenCalledOnce();
  });

  it('asks before removing, confirms, and closes on Cancel', async () => {
    const onConfirmRemove = vi.fn();
    const { user } = renderScreen({ property: ready(verifiedProperty), onConfirmRemove });
    await user.click(screen.getByRole('button', { name: 'Remove Property' }));
    const dialog = await interactive(
      screen.findByRole('alertdialog', { name: 'Confirm Property Removal' }),
    );
    expect(dialog).toHaveAccessibleDescription(PROPERTY_DETAIL_COPY.removeText);
    expect(PROPERTY_DETAIL_COPY.removeText).toMatch(/repair records will be deleted/);
    expect(PROPERTY_DETAIL_COPY.removeText).toMatch(/cannot be undone/);
    // Destructive: Cancel has the focus first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove Property' }));
    expect(onConfirmRemove).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog busy and undismissable while deleting', async () => {
    const onConfirmRemove = vi.fn();
    const { user } = renderScreen({
      property: ready(verifiedProperty),
      onConfirmRemove,
      removing: true,
    });
    await user.click(screen.getByRole('button', { name: 'Remove Property' }));
    const dialog = await interactive(screen.findByRole('alertdialog'));
    const confirm = within(dialog).getByRole('button', { name: /Remove Property/ });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirmRemove).not.toHaveBeenCalled();
  });

  it('shows the load failure message', () => {
    renderScreen({ property: failed(new Error('unavailable')) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load property details. Please try again.',
    );
  });
});

describe('PropertyDetailScreen by household role (issue #31)', () => {
  const actions = () => ({
    addRepair: screen.queryByRole('link', { name: 'Add Repair' }),
    upload: screen.queryByRole('button', { name: 'Upload Photo' }),
    removePhoto: screen.queryByRole('button', { name: PROPERTY_DETAIL_COPY.removePhoto }),
    deleteHome: screen.queryByRole('button', { name: PROPERTY_DETAIL_COPY.removeProperty }),
  });
  const photo: PhotoState = { status: 'ready', url: 'blob:photo' };

  it('a co-owner adds repairs and changes the photo, but cannot delete the home', () => {
    renderScreen({
      property: ready(verifiedProperty),
      role: 'co-owner',
      photo,
      onRemovePhoto: vi.fn(),
    });
    const shown = actions();
    expect(shown.addRepair).toBeInTheDocument();
    expect(shown.upload).toBeInTheDocument();
    expect(shown.removePhoto).toBeInTheDocument();
    expect(shown.deleteHome).not.toBeInTheDocument();
  });

  it.each(['viewer', 'delegate'] as const)('a %s sees the home but none of its actions', (role) => {
    renderScreen({ property: ready(verifiedProperty), role, photo, onRemovePhoto: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeInTheDocument();
    expect(Object.values(actions()).filter(Boolean)).toEqual([]);
    // The repair history and the panels below stay.
    expect(screen.getByRole('tab', { name: /Repair History/ })).toBeInTheDocument();
    expect(screen.getByTestId('panels-slot')).toBeInTheDocument();
  });

  it('the owner keeps every action', () => {
    renderScreen({
      property: ready(verifiedProperty),
      role: 'owner',
      photo,
      onRemovePhoto: vi.fn(),
    });
    expect(Object.values(actions()).every(Boolean)).toBe(true);
  });
});
