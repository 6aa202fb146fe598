/** /dashboard: binds the signed-in user's live data to the presentational DashboardScreen. */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { FirestoreUnavailableError } from '@/lib/firebase/use-live-query';
import {
  firestoreErrorCode,
  flattenSummaries,
  toMemberHome,
  useMemberHomeDocs,
  useOwnProperties,
  useOwnRepairSummaries,
  useOwnRepairs,
} from './api/use-dashboard-data';
import type { Loadable } from '@/lib/data/loadable';
import { useMapsApiKey } from '@/lib/firebase/maps-config';
import { CardMedia } from './card-media';
import { RepairThumb } from './repair-thumb';
import { DashboardScreen } from './dashboard-screen';
import type { DashboardProperty, DashboardRepair, DashboardTab } from './dashboard-types';
import { DASHBOARD_TOASTS, DASHBOARD_COPY } from './dashboard-copy';

/** One toast per failure: the access-problem toast (5 s) on a permission error, else the spec's. */
function useFailureToast(error: unknown, title: string) {
  useEffect(() => {
    if (!error || error instanceof FirestoreUnavailableError) return;
    if (firestoreErrorCode(error) === 'permission-denied') {
      toast({ title: DASHBOARD_TOASTS.accessIssue, variant: 'destructive', duration: 5000 });
    } else {
      toast({ title, variant: 'destructive' });
    }
  }, [error, title]);
}

/**
 * Your own homes, then the homes you are a member of (issue #31), marked with your role. The
 * member query returns your own homes too (`memberIds` holds the owner): they are left out.
 * If only the member query fails, your own homes still show (logged, not toasted).
 */
function useWithMemberHomes(
  own: Loadable<readonly DashboardProperty[]>,
  member: Loadable<readonly { id: string; data: Record<string, unknown> }[]>,
  uid: string,
): Loadable<readonly DashboardProperty[]> {
  useEffect(() => {
    if (member.status === 'error') console.error('member homes failed', member.error);
  }, [member]);
  return useMemo(() => {
    if (own.status !== 'ready') return own;
    if (member.status === 'loading') return own.data.length > 0 ? own : member;
    if (member.status === 'error') return own;
    const ownIds = new Set(own.data.map((p) => p.id));
    const now = new Date();
    const joined = member.data
      .filter((doc) => !ownIds.has(doc.id))
      .map((doc) => toMemberHome(doc.id, doc.data, uid, now))
      .filter((home) => home.memberRole)
      .sort((a, b) => a.address.localeCompare(b.address));
    return joined.length === 0 ? own : { status: 'ready', data: [...own.data, ...joined] };
  }, [own, member, uid]);
}

/**
 * The last ready value while a wider page loads ("Load more" starts a new listener), so the
 * cards shown stay on screen; `loading` says the wider one is on its way.
 */
function useKeptWhileLoading<T>(state: Loadable<T>): { state: Loadable<T>; loading: boolean } {
  const [kept, setKept] = useState<Loadable<T> | null>(null);
  if (state.status === 'ready' && kept !== state) setKept(state);
  if (state.status === 'loading' && kept?.status === 'ready') return { state: kept, loading: true };
  return { state, loading: false };
}

/**
 * Repair History: the newest repairs a page of 100 at a time, and for a search every repair
 * from the homes' search summaries (≤ one document per home, read once the first search is
 * typed, then kept live while the tab is open), so search covers repairs not yet paged in.
 */
function useRepairHistory(uid: string | undefined, shown: boolean, search: string) {
  const [pages, setPages] = useState(1);
  const [searched, setSearched] = useState(false);
  if (shown && search.trim() !== '' && !searched) setSearched(true);
  const page = useOwnRepairs(shown ? uid : undefined, pages);
  const kept = useKeptWhileLoading(page.state);
  const summaries = useOwnRepairSummaries(shown && searched ? uid : undefined);
  const all = useMemo<Loadable<readonly DashboardRepair[]>>(
    () =>
      summaries.state.status === 'ready'
        ? { status: 'ready', data: flattenSummaries(summaries.state.data) }
        : summaries.state,
    [summaries.state],
  );
  return {
    state: kept.state,
    retry: () => {
      page.retry();
      summaries.retry();
    },
    more: {
      hasMore: page.hasMore || kept.loading,
      loading: kept.loading,
      onLoadMore: () => setPages((n) => n + 1),
    },
    search: all,
  };
}

export interface DashboardPageProps {
  /** A panel above the tabs from another feature (composed in by app/: maintenance due). */
  panel?: ReactNode;
  /** "Home transfers", the offers received and sent (the transfers feature's, via app/). */
  transfersPanel?: ReactNode;
  /** The holder's dispute notices, first above the tabs (the disputes feature's, via app/). */
  disputesPanel?: ReactNode;
  /** "Offers from contractors", last above the tabs (the record-offers feature's, via app/). */
  recordOffersPanel?: ReactNode;
  /** "Household invitations" to the user (the households feature's, via app/). */
  invitationsPanel?: ReactNode;
  /** More on each property card (composed in by app/); keep it stable. */
  renderCardExtra?: (property: DashboardProperty) => ReactNode;
  /** Repairs waiting on this device to upload (the outbox feature's, via app/). */
  queuedRepairs?: ReactNode;
  /** Whether that list has any (then no "No Repair History" under it). */
  hasQueuedRepairs?: boolean;
}

export function DashboardPage({
  panel,
  transfersPanel,
  disputesPanel,
  recordOffersPanel,
  invitationsPanel,
  renderCardExtra,
  queuedRepairs,
  hasQueuedRepairs,
}: DashboardPageProps = {}) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [loggingOut, setLoggingOut] = useState(false);
  const search = params.get('q') ?? '';
  const tab: DashboardTab = params.get('tab') === 'repairs' ? 'repairs' : 'properties';
  const own = useOwnProperties(user?.id);
  const memberDocs = useMemberHomeDocs(user?.id);
  const properties = {
    state: useWithMemberHomes(own.state, memberDocs.state, user?.id ?? ''),
    retry: () => {
      own.retry();
      memberDocs.retry();
    },
  };
  // Only the Repair History tab shows repairs: the Properties tab, where the dashboard opens,
  // reads the homes alone (a home's counts are kept on its document), not every repair.
  const repairs = useRepairHistory(user?.id, tab === 'repairs', search);

  useFailureToast(
    properties.state.status === 'error' ? properties.state.error : null,
    DASHBOARD_TOASTS.propertiesFailed,
  );
  useFailureToast(
    repairs.state.status === 'error' ? repairs.state.error : null,
    DASHBOARD_TOASTS.repairsFailed,
  );

  const anyLocation =
    properties.state.status === 'ready' && properties.state.data.some((p) => p.location);
  // No key (none configured, or unreachable): the cards keep their placeholder.
  const mapsConfig = useMapsApiKey(anyLocation);
  const mapsKey = mapsConfig.status === 'ready' ? mapsConfig.data : null;

  // Stable while the key is, so the memoised cards do not re-render on every keystroke.
  const renderMedia = useCallback(
    (property: DashboardProperty) =>
      property.photoPath || property.location ? (
        <CardMedia property={property} mapsKey={mapsKey} />
      ) : null,
    [mapsKey],
  );

  const renderRepairThumb = useCallback(
    (repair: { photos: string[] }) => <RepairThumb path={repair.photos[0] ?? ''} />,
    [],
  );

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onLogout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      navigate('/', { replace: true });
    }
  }, [logout, navigate]);

  return (
    <>
      <PageMeta title="Dashboard" description={DASHBOARD_COPY.subtitle} />
      <DashboardScreen
        userName={user?.name}
        currentUid={user?.id ?? ''}
        properties={properties.state}
        repairs={repairs.state}
        repairsMore={repairs.more}
        repairSearch={repairs.search}
        search={search}
        onSearchChange={(term) => update({ q: term })}
        onClearSearch={() => update({ q: null })}
        tab={tab}
        onTabChange={(next) => update({ tab: next === 'repairs' ? 'repairs' : null })}
        onLogout={() => void onLogout()}
        loggingOut={loggingOut}
        onRetryProperties={properties.retry}
        onRetryRepairs={repairs.retry}
        renderMedia={renderMedia}
        renderRepairThumb={renderRepairThumb}
        offers={
          <>
            {disputesPanel}
            {invitationsPanel}
            {transfersPanel}
            {panel}
            {recordOffersPanel}
          </>
        }
        renderCardExtra={renderCardExtra}
        queuedRepairs={queuedRepairs}
        hasQueuedRepairs={hasQueuedRepairs}
      />
    </>
  );
}
