import { Building2, History, LogOut, Plus } from 'lucide-react';
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  isDisputed,
  propertyHaystack,
  repairHaystack,
  searchIndex,
  searchItems,
} from '@homeledger/domain';
import { PageHeader } from '@/components/layout/page-header';
import {
  Alert,
  Button,
  EmptyState,
  RetryAlert,
  SearchInput,
  Spinner,
  SpinnerBlock,
  Tabs,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { AddPropertyCard, PropertyCard, PropertyCardSkeleton } from './property-card';
import { RepairCard } from './repair-card';
import type { DashboardProperty, DashboardRepair, DashboardTab } from './dashboard-types';
import { DASHBOARD_COPY, REPAIR_PAGING_COPY } from './dashboard-copy';
import { paths } from '@/lib/paths';

export interface DashboardScreenProps {
  /** The signed-in user's name; "Homeowner" when there is none. */
  userName: string | null | undefined;
  currentUid: string;
  properties: Loadable<readonly DashboardProperty[]>;
  /** The newest repairs, a page (or a few) at a time (issue #29). */
  repairs: Loadable<readonly DashboardRepair[]>;
  /** More repairs than `repairs` holds may exist: "Load more" reads the next page. */
  repairsMore?: RepairsMore;
  /**
   * Every repair, as the homes' search summaries hold them: what a search on the Repair
   * History tab matches, so it covers repairs beyond the pages read. Without it (stories),
   * the search runs over `repairs`.
   */
  repairSearch?: Loadable<readonly DashboardRepair[]>;
  search: string;
  onSearchChange: (term: string) => void;
  onClearSearch: () => void;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  onLogout: () => void;
  loggingOut?: boolean;
  onRetryProperties: () => void;
  onRetryRepairs: () => void;
  /** Shown above the tabs (e.g. a notice that data cannot load here). */
  notice?: ReactNode;
  /** Panels above the tabs, composed in by the app (dispute notices, transfers, record offers). */
  offers?: ReactNode;
  /** A card's photo or map (the container loads them; the catalogue shows placeholders). */
  renderMedia?: (property: DashboardProperty) => ReactNode;
  /** More on each property card (composed in by the app: maintenance due counts); keep it stable. */
  renderCardExtra?: (property: DashboardProperty) => ReactNode;
  /**
   * Repairs waiting on this device to upload (composed in by the app), first on the Repair
   * History tab whatever the server's list is doing: they exist before it knows of them.
   */
  queuedRepairs?: ReactNode;
  /** Whether `queuedRepairs` lists any: then "No Repair History" is not shown under them. */
  hasQueuedRepairs?: boolean;
  /** A repair card's thumbnail of its first photo (the container loads it lazily). */
  renderRepairThumb?: (repair: DashboardRepair & { photos: string[] }) => ReactNode;
}

export interface RepairsMore {
  hasMore: boolean;
  /** The next page is being read (the cards shown stay). */
  loading: boolean;
  onLoadMore: () => void;
}

/** How long typing pauses before the term goes to the page (the URL's `?q=`). */
export const SEARCH_URL_DELAY_MS = 150;

/**
 * The search box, with its own value, so a key re-renders the box alone (issue #29: ≤ 16 ms
 * a key on a slow phone over 5,000 summarised repairs). The screen's results follow in a
 * transition (`onTerm`), which React drops when the next key comes first, and the page's term
 * (the URL, through a router navigation that re-renders the page) once typing pauses. A term
 * the page holds that this box did not send (Clear Search, Back) replaces what is typed.
 */
function DashboardSearchBox({
  search,
  cleared,
  onTerm,
  onSearchChange,
}: {
  search: string;
  /** Counts Clear Search clicks: each one empties the box, even before the page had the term. */
  cleared: number;
  onTerm: (term: string) => void;
  onSearchChange: (term: string) => void;
}) {
  const [typed, setTyped] = useState(search);
  // Terms sent to the page and not yet seen back, oldest first.
  const sent = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const [clears, setClears] = useState(cleared);
  if (clears !== cleared) {
    setClears(cleared);
    setTyped('');
  }
  // A term still waiting to go to the page is dropped with it.
  useEffect(() => clearTimeout(timer.current), [cleared]);
  useEffect(() => {
    const mine = sent.current.lastIndexOf(search);
    if (mine >= 0) {
      sent.current.splice(0, mine + 1);
      return;
    }
    sent.current = [];
    clearTimeout(timer.current);
    setTyped(search);
    onTerm(search);
  }, [search, onTerm]);
  const onChange = (term: string) => {
    setTyped(term);
    startTransition(() => onTerm(term));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current.push(term);
      onSearchChange(term);
    }, SEARCH_URL_DELAY_MS);
  };
  return (
    <SearchInput
      label="Search properties and repairs"
      placeholder={DASHBOARD_COPY.search}
      value={typed}
      onChange={(event) => onChange(event.currentTarget.value)}
      rootClassName={searchBox}
    />
  );
}

/** The homeowner dashboard (spec: Homeowner dashboard), fed entirely by props. */
export function DashboardScreen(screenProps: DashboardScreenProps) {
  const { properties, tab } = screenProps;
  // The term the results are for: the box's, a transition behind it.
  const [search, setSearch] = useState(screenProps.search);
  const [cleared, setCleared] = useState(0);
  const props = {
    ...screenProps,
    search,
    onClearSearch: () => {
      setCleared((n) => n + 1);
      setSearch('');
      screenProps.onClearSearch();
    },
  };
  const anyDisputed = properties.status === 'ready' && properties.data.some(isDisputed);
  return (
    <section className={page} aria-labelledby="dashboard-title">
      <PageHeader
        title={`Welcome, ${props.userName?.trim() || 'Homeowner'}`}
        titleId="dashboard-title"
        description={DASHBOARD_COPY.subtitle}
        actionsBeside="lg"
        actions={
          <>
            <DashboardSearchBox
              search={screenProps.search}
              cleared={cleared}
              onTerm={setSearch}
              onSearchChange={screenProps.onSearchChange}
            />
            <AddPropertyButton />
            <Button variant="outline" onClick={props.onLogout} loading={props.loggingOut}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </>
        }
      />

      {props.notice}

      {props.offers}

      {anyDisputed ? (
        <Alert variant="danger" title={DASHBOARD_COPY.disputedTitle} className={css({ mb: '6' })}>
          {DASHBOARD_COPY.disputedText}
        </Alert>
      ) : null}

      <Tabs.Root
        lazyMount
        unmountOnExit
        // The term the results shown are for (a key behind the box while they catch up).
        data-search-term={search}
        value={tab}
        onValueChange={(details) => props.onTabChange(details.value as DashboardTab)}
      >
        <Tabs.List>
          <Tabs.Trigger value="properties">
            <Building2 aria-hidden="true" size={16} />
            Properties
          </Tabs.Trigger>
          <Tabs.Trigger value="repairs">
            <History aria-hidden="true" size={16} />
            Repair History
          </Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="properties">
          <PropertiesPanel {...props} />
        </Tabs.Content>
        <Tabs.Content value="repairs">
          {props.queuedRepairs}
          <RepairsPanel {...props} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** "Add Property": in the page's header, and as the first step when there is no home yet. */
function AddPropertyButton() {
  return (
    <Button asChild>
      <Link to={paths.addProperty}>
        <Plus aria-hidden="true" />
        Add Property
      </Link>
    </Button>
  );
}

function PanelFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryAlert
      title="Something went wrong"
      message={message}
      retryLabel="Try Again"
      onRetry={onRetry}
    />
  );
}

function PropertiesPanel({
  properties,
  search,
  onClearSearch,
  renderMedia,
  renderCardExtra,
  onRetryProperties,
}: DashboardScreenProps) {
  if (properties.status === 'loading') {
    return (
      <div className={grid} aria-busy="true">
        <Spinner label="Loading your properties" className={css({ srOnly: true })} />
        <PropertyCardSkeleton />
        <PropertyCardSkeleton />
        <PropertyCardSkeleton />
      </div>
    );
  }
  if (properties.status === 'error') {
    return <PanelFailure message={DASHBOARD_COPY.propertiesFailed} onRetry={onRetryProperties} />;
  }
  if (properties.data.length === 0) {
    return (
      <EmptyState
        icon={<Building2 size={28} />}
        title={DASHBOARD_COPY.noProperties}
        description={DASHBOARD_COPY.noPropertiesText}
        action={<AddPropertyButton />}
      />
    );
  }
  return (
    <SearchResults
      items={properties.data}
      haystack={propertyHaystack}
      search={search}
      onClearSearch={onClearSearch}
      noMatchTitle={DASHBOARD_COPY.noPropertiesFound}
      noMatchText={DASHBOARD_COPY.noPropertiesMatch}
      label="Your properties"
      render={(property) => (
        <PropertyCard property={property} renderMedia={renderMedia} renderExtra={renderCardExtra} />
      )}
      after={<AddPropertyCard />}
    />
  );
}

/** What the search matches, in a paged grid, or the spec's "no match" state with Clear Search. */
function SearchResults<T extends { id: string }>({
  items,
  haystack,
  search,
  onClearSearch,
  noMatchTitle,
  noMatchText,
  label,
  render,
  after,
  more,
}: {
  items: readonly T[];
  haystack: (item: T) => string;
  search: string;
  onClearSearch: () => void;
  noMatchTitle: string;
  noMatchText: (term: string) => string;
  label: string;
  render: (item: T) => ReactNode;
  after?: ReactNode;
  more?: RepairsMore | undefined;
}) {
  const index = useMemo(() => searchIndex(items, haystack), [items, haystack]);
  const shown = useMemo(() => searchItems(index, search), [index, search]);
  if (shown.length === 0) {
    return (
      <EmptyState
        title={noMatchTitle}
        description={noMatchText(search.trim())}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            {DASHBOARD_COPY.clearSearch}
          </Button>
        }
      />
    );
  }
  return <PagedGrid label={label} items={shown} render={render} after={after} more={more} />;
}

function RepairsPanel({
  repairs,
  repairsMore,
  repairSearch,
  search,
  currentUid,
  onClearSearch,
  onRetryRepairs,
  hasQueuedRepairs = false,
  renderRepairThumb,
}: DashboardScreenProps) {
  const render = (repair: DashboardRepair) => (
    <RepairCard
      repair={repair}
      currentUid={currentUid}
      thumb={
        renderRepairThumb && repair.photos && repair.photos.length > 0
          ? renderRepairThumb({ ...repair, photos: repair.photos })
          : null
      }
    />
  );
  const searchProps = {
    haystack: repairHaystack,
    search,
    onClearSearch,
    noMatchTitle: DASHBOARD_COPY.noRepairsFound,
    noMatchText: DASHBOARD_COPY.noRepairsMatch,
    label: 'Your repair history',
    render,
  };
  // A search covers every repair (the summaries), not only the pages read so far.
  if (search.trim() && repairSearch) {
    if (repairSearch.status === 'loading')
      return <SpinnerBlock label={REPAIR_PAGING_COPY.searching} />;
    if (repairSearch.status === 'error')
      return <PanelFailure message={DASHBOARD_COPY.repairsFailed} onRetry={onRetryRepairs} />;
    return <SearchResults items={repairSearch.data} {...searchProps} />;
  }
  if (repairs.status === 'loading') {
    return <SpinnerBlock label="Loading your repair history" />;
  }
  if (repairs.status === 'error') {
    return <PanelFailure message={DASHBOARD_COPY.repairsFailed} onRetry={onRetryRepairs} />;
  }
  if (repairs.data.length === 0) {
    if (hasQueuedRepairs) return null;
    return (
      <EmptyState
        icon={<History size={28} />}
        title={DASHBOARD_COPY.noRepairs}
        description={DASHBOARD_COPY.noRepairsText}
      />
    );
  }
  return (
    <SearchResults
      items={repairs.data}
      {...searchProps}
      more={search.trim() ? undefined : repairsMore}
    />
  );
}

/** Cards rendered at first and added by each "Show more" (keeps a keystroke cheap with thousands). */
export const DASHBOARD_PAGE_SIZE = 12;

/**
 * The cards, a screenful at a time ("Show more"); once all those read are shown, "Load more
 * repairs" reads the next page from the server (`more`), and the end says so.
 */
function PagedGrid<T extends { id: string }>({
  label,
  items,
  render,
  after,
  more,
}: {
  label: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
  after?: ReactNode;
  more?: RepairsMore | undefined;
}) {
  // A new result list (another search term, new data) starts again at one page.
  // A page read from the server adds to the list: the cards shown stay shown.
  const [paging, setPaging] = useState({ items, limit: DASHBOARD_PAGE_SIZE });
  const grew =
    more !== undefined &&
    paging.items !== items &&
    paging.items.every((item, i) => items[i]?.id === item.id);
  if (paging.items !== items)
    setPaging({ items, limit: grew ? paging.limit : DASHBOARD_PAGE_SIZE });
  const limit = paging.items === items || grew ? paging.limit : DASHBOARD_PAGE_SIZE;
  const visible = items.length > limit ? items.slice(0, limit) : items;
  const remaining = items.length - visible.length;
  return (
    <>
      <ul className={grid} aria-label={label}>
        {visible.map((item) => (
          <li key={item.id} className={cell}>
            {render(item)}
          </li>
        ))}
        {after && remaining === 0 ? <li className={cell}>{after}</li> : null}
      </ul>
      {remaining > 0 ? (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '2',
            mt: '6',
          })}
        >
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })} aria-live="polite">
            Showing {visible.length} of {items.length}
          </p>
          <Button
            variant="outline"
            onClick={() => setPaging({ items, limit: limit + DASHBOARD_PAGE_SIZE })}
          >
            Show more
          </Button>
        </div>
      ) : more?.hasMore ? (
        <div className={moreRow}>
          <Button
            variant="outline"
            onClick={() => {
              // The next page's first cards show at once when it arrives.
              setPaging({ items, limit: limit + DASHBOARD_PAGE_SIZE });
              more.onLoadMore();
            }}
            loading={more.loading}
          >
            {more.loading ? REPAIR_PAGING_COPY.loadingMore : REPAIR_PAGING_COPY.loadMore}
          </Button>
        </div>
      ) : more && items.length > DASHBOARD_PAGE_SIZE ? (
        <p
          className={css({ mt: '6', textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}
          role="status"
        >
          {REPAIR_PAGING_COPY.allShown(items.length)}
        </p>
      ) : null}
    </>
  );
}

const moreRow = css({ display: 'flex', justifyContent: 'center', mt: '6' });

const cell = css({ display: 'flex', '& > *': { flex: '1' } });
const page = pageContainer({ size: '7xl' });
// Takes all the room in its row (the buttons beside it keep theirs); a row of its own on phones.
const searchBox = css({ flex: '999 1 0%', minW: { base: 'full', sm: '60' } });
const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: '5',
  listStyle: 'none',
  p: '0',
});
