import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { DashboardScreen, type RepairsMore } from './dashboard-screen';
import {
  FIXTURE_UID,
  disputedPropertiesFixture,
  manyProperties,
  manyRepairs,
  propertiesFixture,
  repairsFixture,
} from './dashboard.fixtures';
import type { DashboardProperty, DashboardRepair, DashboardTab } from './dashboard-types';
import { DASHBOARD_COPY, REPAIR_PAGING_COPY } from './dashboard-copy';

function Harness(props: {
  properties: Loadable<readonly DashboardProperty[]>;
  repairs?: Loadable<readonly DashboardRepair[]>;
  repairsMore?: RepairsMore;
  repairSearch?: Loadable<readonly DashboardRepair[]>;
  tab?: DashboardTab;
  userName?: string | null;
  onLogout?: () => void;
  onRetryProperties?: () => void;
  queuedRepairs?: ReactNode;
  hasQueuedRepairs?: boolean;
  renderRepairThumb?: (repair: { photos: string[] }) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<DashboardTab>(props.tab ?? 'properties');
  return (
    <DashboardScreen
      userName={props.userName === undefined ? 'Hannah Homeowner' : props.userName}
      currentUid={FIXTURE_UID}
      properties={props.properties}
      repairs={props.repairs ?? ready(repairsFixture)}
      {...(props.repairsMore ? { repairsMore: props.repairsMore } : {})}
      {...(props.repairSearch ? { repairSearch: props.repairSearch } : {})}
      search={search}
      onSearchChange={setSearch}
      onClearSearch={() => setSearch('')}
      tab={tab}
      onTabChange={setTab}
      onLogout={props.onLogout ?? (() => undefined)}
      onRetryProperties={props.onRetryProperties ?? (() => undefined)}
      onRetryRepairs={() => undefined}
      queuedRepairs={props.queuedRepairs}
      hasQueuedRepairs={props.hasQueuedRepairs}
      renderRepairThumb={props.renderRepairThumb}
    />
  );
}

function renderScreen(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );
  return { user };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search properties and repairs' });

describe('DashboardScreen', () => {
  it('greets the user, or "Homeowner" without a name', () => {
    renderScreen({ properties: ready([]) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Hannah Homeowner' }),
    ).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_COPY.subtitle)).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search...');
  });

  it('says "Welcome, Homeowner" when the name is missing', () => {
    renderScreen({ properties: ready([]), userName: null });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Homeowner' }),
    ).toBeInTheDocument();
  });

  it('shows a card per property with the spec’s texts and links', () => {
    renderScreen({ properties: ready(propertiesFixture) });
    const list = screen.getByRole('list', { name: 'Your properties' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const oak = cards[0] as HTMLElement;
    expect(within(oak).getByText('3 repairs')).toBeInTheDocument();
    expect(within(oak).getByText('Last repair: Sep 14, 2026')).toBeInTheDocument();
    expect(within(oak).getByText('3 service records')).toBeInTheDocument();
    expect(within(oak).getByText('Verified')).toBeInTheDocument();
    expect(within(oak).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/property/p-oak',
    );
    expect(within(oak).getByRole('link', { name: 'Add Repair' })).toHaveAttribute(
      'href',
      '/add-repair/p-oak',
    );
    expect(within(cards[1] as HTMLElement).getByText('1 repair')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('1 service record')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('No repairs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Property' })).toHaveAttribute(
      'href',
      '/add-property',
    );
  });

  it('shows the disputed banner and disables Add Repair on a disputed property', () => {
    renderScreen({ properties: ready(disputedPropertiesFixture) });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Ownership Disputed');
    expect(banner).toHaveTextContent(DASHBOARD_COPY.disputedText);
    const disputed = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(disputed).getByText('Ownership Disputed')).toBeInTheDocument();
    expect(within(disputed).getByRole('button', { name: 'Add Repair' })).toBeDisabled();
  });

  it('has no banner when nothing is disputed', () => {
    renderScreen({ properties: ready(propertiesFixture) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state without properties', () => {
    renderScreen({ properties: ready([]) });
    expect(screen.getByText(DASHBOARD_COPY.noProperties)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_COPY.noPropertiesText)).toBeInTheDocument();
  });

  it('filters by the search term and offers Clear Search when nothing matches', async () => {
    const { user } = renderScreen({ properties: ready(propertiesFixture) });
    await user.type(searchBox(), 'AUSTIN');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.clear(searchBox());
    await user.type(searchBox(), 'Hollywood');
    expect(screen.getByText('No Properties Found')).toBeInTheDocument();
    expect(
      screen.getByText('No properties match your search term: "Hollywood"'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(searchBox()).toHaveValue('');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows the inline failure with Try Again', async () => {
    const onRetryProperties = vi.fn();
    const { user } = renderScreen({ properties: failed(new Error('x')), onRetryProperties });
    expect(screen.getByText(DASHBOARD_COPY.propertiesFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetryProperties).toHaveBeenCalledOnce();
  });

  it('marks the grid busy while loading', () => {
    renderScreen({ properties: LOADING });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('calls onLogout', async () => {
    const onLogout = vi.fn();
    const { user } = renderScreen({ properties: ready([]), onLogout });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('pages long lists: 12 cards, then Show more; the Add New Property card comes last', async () => {
    const { user } = renderScreen({ properties: ready(manyProperties(20)) });
    const list = () => screen.getByRole('list', { name: 'Your properties' });
    expect(list().querySelectorAll('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 20')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Property' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(list().querySelectorAll('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Property' })).toBeInTheDocument();
  }, 20_000);

  describe('Repair History tab', () => {
    it('shows badges, N/A for missing values, and Edit only for the creator', async () => {
      const { user } = renderScreen({ properties: ready(propertiesFixture) });
      await user.click(screen.getByRole('tab', { name: 'Repair History' }));
      const list = screen.getByRole('list', { name: 'Your repair history' });
      const [plumbing, hvac, mailbox] = within(list).getAllByRole('article') as HTMLElement[];
      expect(
        within(plumbing!).getByText(
          'Validated by Prairie Plumbing Co. (email verified, business not verified)',
        ),
      ).toBeInTheDocument();
      expect(within(plumbing!).getByText('$285.50')).toBeInTheDocument();
      expect(within(hvac!).getByText('Receipt')).toBeInTheDocument();
      expect(within(hvac!).getByText('In Progress')).toBeInTheDocument();
      expect(within(mailbox!).getAllByText('N/A')).toHaveLength(2);
      expect(within(plumbing!).getByRole('link', { name: 'Edit Plumbing repair' })).toHaveAttribute(
        'href',
        '/edit-repair/r-1',
      );
      expect(within(mailbox!).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
      // Entered before the home was transferred to this owner.
      expect(within(mailbox!).getByText('Previous owner')).toBeInTheDocument();
      expect(within(plumbing!).queryByText('Previous owner')).toBeNull();
      expect(within(mailbox!).getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        '/repair/r-3',
      );
    });

    it('a card with photos of the work gets a thumbnail of the first; others none', () => {
      const [withPhotos, ...rest] = repairsFixture;
      const photos = ['repairPhotos/p1/u1/before.jpg', 'repairPhotos/p1/u2/after.jpg'];
      const renderRepairThumb = vi.fn((repair: { photos: string[] }) => (
        <img alt="" data-testid="thumb" src={`stored:${repair.photos[0]}`} />
      ));
      renderScreen({
        properties: ready(propertiesFixture),
        repairs: ready([{ ...withPhotos!, photos }, ...rest]),
        tab: 'repairs',
        renderRepairThumb,
      });
      expect(screen.getAllByTestId('thumb').map((img) => img.getAttribute('src'))).toEqual([
        `stored:${photos[0]}`,
      ]);
      expect(renderRepairThumb).toHaveBeenCalledWith(expect.objectContaining({ photos }));
    });

    it('has its own empty and no-match states', async () => {
      const { user } = renderScreen({
        properties: ready(propertiesFixture),
        repairs: ready([]),
        tab: 'repairs',
      });
      expect(screen.getByText(DASHBOARD_COPY.noRepairs)).toBeInTheDocument();
      expect(screen.getByText(DASHBOARD_COPY.noRepairsText)).toBeInTheDocument();
      await user.type(searchBox(), 'x');
      expect(screen.getByText(DASHBOARD_COPY.noRepairs)).toBeInTheDocument();
    });

    it('no empty state under repairs waiting on this device to upload', () => {
      renderScreen({
        properties: ready(propertiesFixture),
        repairs: ready([]),
        tab: 'repairs',
        queuedRepairs: <ul aria-label="Repairs waiting to upload" />,
        hasQueuedRepairs: true,
      });
      expect(screen.getByRole('list', { name: 'Repairs waiting to upload' })).toBeInTheDocument();
      expect(screen.queryByText(DASHBOARD_COPY.noRepairs)).not.toBeInTheDocument();
    });

    it('searches service type, description, contractor and address', async () => {
      const { user } = renderScreen({ properties: ready(propertiesFixture), tab: 'repairs' });
      await user.type(searchBox(), 'prairie');
      expect(screen.getAllByRole('article')).toHaveLength(1);
      await user.clear(searchBox());
      await user.type(searchBox(), 'chimney');
      expect(screen.getByText('No repairs match your search term: "chimney"')).toBeInTheDocument();
    });

    it('shows its failure state', () => {
      renderScreen({
        properties: ready(propertiesFixture),
        repairs: failed(new Error('x')),
        tab: 'repairs',
      });
      expect(screen.getByText(DASHBOARD_COPY.repairsFailed)).toBeInTheDocument();
    });

    it('shows the cards read, then "Load more repairs" asks for the next page (keyboard too)', async () => {
      const page = manyRepairs(100, propertiesFixture);
      const onLoadMore = vi.fn();
      const { user } = renderScreen({
        properties: ready(propertiesFixture),
        repairs: ready(page),
        repairsMore: { hasMore: true, loading: false, onLoadMore },
        tab: 'repairs',
      });
      // The page's cards come a screenful at a time; the server's next page after them.
      expect(screen.queryByRole('button', { name: REPAIR_PAGING_COPY.loadMore })).toBeNull();
      for (let shown = 12; shown < 100; shown += 12)
        await user.click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getAllByRole('article')).toHaveLength(100);
      const loadMore = screen.getByRole('button', { name: REPAIR_PAGING_COPY.loadMore });
      loadMore.focus();
      await user.keyboard('{Enter}');
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });

    it('keeps the cards while the next page loads, and says when all are shown', async () => {
      const first = manyRepairs(24, propertiesFixture);
      // One harness across both renders: its tab and search state carry over, as on the page.
      const repairsPage = (repairs: readonly DashboardRepair[], hasMore: boolean) => (
        <MemoryRouter>
          <Harness
            userName="Hannah"
            properties={ready(propertiesFixture)}
            repairs={ready(repairs)}
            repairsMore={{ hasMore, loading: hasMore, onLoadMore: () => undefined }}
            tab="repairs"
          />
        </MemoryRouter>
      );
      const { rerender } = render(repairsPage(first, true));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getAllByRole('article')).toHaveLength(24);
      const busy = screen.getByRole('button', { name: REPAIR_PAGING_COPY.loadingMore });
      expect(busy).toBeDisabled();

      // The next page came, and it was the last: the end is said, no button.
      const all = [...first, ...manyRepairs(30, propertiesFixture).slice(24)];
      rerender(repairsPage(all, false));
      // The cards shown stay shown (24), the rest a Show more away.
      expect(screen.getAllByRole('article')).toHaveLength(24);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
      expect(screen.getAllByRole('article')).toHaveLength(30);
      expect(screen.getByRole('status')).toHaveTextContent(REPAIR_PAGING_COPY.allShown(30));
      expect(screen.queryByRole('button', { name: REPAIR_PAGING_COPY.loadMore })).toBeNull();
    });

    it('searches every repair (the summaries), not only the page read', async () => {
      const page = manyRepairs(100, propertiesFixture);
      const older: DashboardRepair = {
        ...(repairsFixture[0] as DashboardRepair),
        id: 'r-old',
        serviceType: 'Chimney sweep',
        date: '2012-01-05',
      };
      const { user } = renderScreen({
        properties: ready(propertiesFixture),
        repairs: ready(page),
        repairsMore: { hasMore: true, loading: false, onLoadMore: () => undefined },
        repairSearch: ready([...page, older]),
        tab: 'repairs',
      });
      await user.type(searchBox(), 'chimney');
      const [card] = screen.getAllByRole('article');
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(within(card as HTMLElement).getByText('Chimney sweep')).toBeInTheDocument();
      // Results are not paged from the server: no Load more under them.
      expect(screen.queryByRole('button', { name: REPAIR_PAGING_COPY.loadMore })).toBeNull();
    });

    it('says it is searching while the summaries load', async () => {
      const { user } = renderScreen({
        properties: ready(propertiesFixture),
        repairSearch: LOADING,
        tab: 'repairs',
      });
      expect(screen.getAllByRole('article')).toHaveLength(repairsFixture.length);
      await user.type(searchBox(), 'roof');
      expect(screen.getByText(REPAIR_PAGING_COPY.searching)).toBeInTheDocument();
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    });
  });
});
