/** /realtor: binds the realtor's shared data (two live queries) and CSV export to the screen. */
import { useCallback, useRef, useState } from 'react';
import type { Loadable } from '@/lib/data/loadable';
import { useSearchParams } from 'react-router-dom';
import type { ExportDataset } from '@homeledger/domain';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { useRefreshIndicator } from '@/lib/data/use-refresh-indicator';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { downloadExport, exportCsv } from './api/exports';
import { useSharedProperties, useSharedRepairs } from './api/use-realtor-data';
import { REALTOR_COPY, REALTOR_TOASTS } from './realtor-copy';
import { RealtorDashboardScreen } from './realtor-dashboard-screen';
import type { RealtorTab } from './realtor-types';

/** The last ready value while a wider page loads, so the rows shown stay on screen. */
function useKeptWhileLoading<T>(state: Loadable<T>): { state: Loadable<T>; loading: boolean } {
  const [kept, setKept] = useState<Loadable<T> | null>(null);
  if (state.status === 'ready' && kept !== state) setKept(state);
  if (state.status === 'loading' && kept?.status === 'ready') return { state: kept, loading: true };
  return { state, loading: false };
}

export function RealtorDashboardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: RealtorTab = params.get('tab') === 'repairs' ? 'repairs' : 'properties';
  const properties = useSharedProperties(user?.id);
  // Repairs are read only on their tab, and then a page of 100 at a time (issue #29): with
  // 200 shared homes the dashboard costs ~200 reads, not thousands. The tab's count is the
  // homes' kept repair counts (the pages read are not all of them).
  const [pages, setPages] = useState(1);
  const repairs = useSharedRepairs(tab === 'repairs' ? user?.id : undefined, pages);
  const shownRepairs = useKeptWhileLoading(repairs.state);
  const repairCount =
    properties.state.status === 'ready'
      ? properties.state.data.reduce((sum, property) => sum + property.repairCount, 0)
      : repairs.state.status === 'ready'
        ? repairs.state.data.length
        : 0;
  const [exporting, setExporting] = useState<ExportDataset | null>(null);
  const exportingRef = useRef(false);

  // Refresh re-subscribes the queries; "Refreshing data..." lasts until those read answered.
  const refresh = useRefreshIndicator(
    properties.state.status !== 'loading' &&
      (tab !== 'repairs' || repairs.state.status !== 'loading'),
  );
  const { start: startRefresh } = refresh;
  const retryProperties = properties.retry;
  const retryRepairs = repairs.retry;
  const onRefresh = useCallback(() => {
    startRefresh();
    retryProperties();
    retryRepairs();
  }, [startRefresh, retryProperties, retryRepairs]);

  const rowCounts: Record<ExportDataset, number> = {
    properties: properties.state.status === 'ready' ? properties.state.data.length : 0,
    repairs: repairCount,
  };

  const onExport = async (dataset: ExportDataset) => {
    if (exportingRef.current) return;
    if (rowCounts[dataset] === 0) {
      toast({ title: REALTOR_TOASTS.noData });
      return;
    }
    exportingRef.current = true;
    setExporting(dataset);
    try {
      const result = await exportCsv(dataset);
      if (result.rowCount === 0) {
        toast({ title: REALTOR_TOASTS.noData });
        return;
      }
      await downloadExport(result);
      toast({ title: REALTOR_TOASTS.exported(dataset), variant: 'success' });
    } catch (error) {
      console.error('exportCsv failed', error);
      const { message } = callableFailure(error);
      toast({
        title:
          message === REALTOR_TOASTS.noData ? REALTOR_TOASTS.noData : REALTOR_TOASTS.exportFailed,
        ...(message !== CALLABLE_FALLBACK_MESSAGE && message !== REALTOR_TOASTS.noData
          ? { description: message }
          : {}),
        variant: message === REALTOR_TOASTS.noData ? 'default' : 'destructive',
      });
    } finally {
      exportingRef.current = false;
      setExporting(null);
    }
  };

  const onTabChange = useCallback(
    (next: RealtorTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'repairs') updated.set('tab', 'repairs');
          else updated.delete('tab');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <>
      <PageMeta title={REALTOR_COPY.title} description={REALTOR_COPY.subtitle} />
      <RealtorDashboardScreen
        userName={user?.name}
        userEmail={user?.email}
        properties={properties.state}
        repairs={shownRepairs.state}
        repairsMore={{
          hasMore: repairs.hasMore || shownRepairs.loading,
          loading: shownRepairs.loading,
          onLoadMore: () => setPages((n) => n + 1),
        }}
        repairCount={repairCount}
        tab={tab}
        onTabChange={onTabChange}
        onRefresh={onRefresh}
        refreshing={refresh.refreshing}
        onExport={(dataset) => void onExport(dataset)}
        exporting={exporting}
        onRetryProperties={properties.retry}
        onRetryRepairs={repairs.retry}
      />
    </>
  );
}
