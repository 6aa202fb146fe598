/**
 * /contractor, /contractor/records, /contractor/clients, /contractor/reports: binds
 * the contractor portal to the contractor's service records (one query for every
 * view), the QuickBooks callables and the service record callables. The view comes
 * from the path (sidebar links push history, so back/forward move between views);
 * the Dashboard's tab from `?tab=quickbooks`. The QuickBooks callback lands on
 * `/contractor?quickbooks=connected` or `?quickbooks=error&reason=…`: read once,
 * told in a toast (and a banner for errors), then removed from the address.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import {
  todayIsoDate,
  type ServiceRecordFormValues,
  type ServiceRecordView,
} from '@homeledger/domain';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert, Button, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { useRefreshIndicator } from '@/lib/data/use-refresh-indicator';
import { quickbooksConnect, quickbooksDisconnect, quickbooksImport } from './api/quickbooks';
import { addServiceRecord, deleteServiceRecord, updateServiceRecord } from './api/service-records';
import { useQuickBooksStatus } from './api/use-quickbooks-status';
import { useServiceRecords } from './api/use-service-records';
import {
  PORTAL_COPY,
  PORTAL_TOASTS,
  callbackErrorText,
  callbackErrorToast,
  describeRecordDeleteFailure,
  describeRecordSaveFailure,
  importedToast,
  isConnectionLost,
  quickbooksFailureToast,
  viewOfPath,
} from './contractor-copy';
import {
  ContractorPortalScreen,
  type ContractorPortalScreenProps,
} from './contractor-portal-screen';
import type { PortalTab, QuickBooksBusy } from './contractor-types';
import type { SubmitOutcome } from './service-record-form-dialog';
import { BusinessPanelContainer } from './business/business-panel-container';
import { ValidationRequestsPanel } from './validation/validation-requests-container';
import { paths } from '@/lib/paths';

/** Intuit's page (https), or a local fake Intuit server in development; never `javascript:` etc. */
export function isAuthorizationUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' ||
      (parsed.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(parsed.hostname))
    );
  } catch {
    return false;
  }
}

export interface ContractorDashboardPageProps {
  /** "Send to Homeowner" for one record (the record-offers feature's dialog, via app/). */
  renderSendDialog?: ContractorPortalScreenProps['renderSendDialog'];
}

export function ContractorDashboardPage({ renderSendDialog }: ContractorDashboardPageProps = {}) {
  const { user, logout } = useAuth();
  const uid = user?.id;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const view = viewOfPath(pathname);
  const [today] = useState(() => todayIsoDate());

  const tab: PortalTab = params.get('tab') === 'quickbooks' ? 'quickbooks' : 'records';
  const onTabChange = useCallback(
    (next: PortalTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'quickbooks') updated.set('tab', 'quickbooks');
          else updated.delete('tab');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  // ---- the QuickBooks callback's answer (read once, then removed from the address) ----
  const [callbackError, setCallbackError] = useState<string | null>(null);
  const outcome = params.get('quickbooks');
  const reason = params.get('reason');
  const outcomeKey = outcome === null ? null : `${outcome}|${reason ?? ''}`;
  // The banner is derived while rendering (once per answer); the toast and the address below.
  const [bannerFor, setBannerFor] = useState<string | null>(null);
  if (outcomeKey !== null && outcomeKey !== bannerFor) {
    setBannerFor(outcomeKey);
    setCallbackError(outcome === 'connected' ? null : callbackErrorText(reason));
  }
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (outcomeKey === null || handled.current === outcomeKey) return;
    handled.current = outcomeKey;
    toast(outcome === 'connected' ? PORTAL_TOASTS.connectedBack : callbackErrorToast(reason));
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('quickbooks');
        updated.delete('reason');
        updated.set('tab', 'quickbooks');
        return updated;
      },
      { replace: true },
    );
  }, [outcomeKey, outcome, reason, setParams]);

  // ---- service records ----
  const records = useServiceRecords(uid);
  // The records are live; Refresh subscribes again (from the server once the cache answered).
  const { refresh: refreshRecords } = records;
  const recordsRefresh = useRefreshIndicator(
    !records.refreshing && records.state.status !== 'loading',
  );
  const { start: startRecordsRefresh } = recordsRefresh;
  const onRefreshRecords = useCallback(() => {
    startRecordsRefresh();
    refreshRecords();
  }, [startRecordsRefresh, refreshRecords]);

  const onSaveRecord = useCallback(
    async (values: ServiceRecordFormValues, id: string | null): Promise<SubmitOutcome> => {
      try {
        if (id === null) await addServiceRecord(values);
        else await updateServiceRecord({ ...values, id });
        toast(id === null ? PORTAL_TOASTS.added : PORTAL_TOASTS.updated);
        return { ok: true };
      } catch (error) {
        console.error(
          id === null ? 'addServiceRecord failed' : 'updateServiceRecord failed',
          error,
        );
        const failure = describeRecordSaveFailure(error, id !== null);
        toast(failure.toast);
        if (failure.gone) return { ok: true };
        return { ok: false, field: failure.field, message: failure.message };
      }
    },
    [],
  );

  const onDeleteRecord = useCallback(async (record: ServiceRecordView): Promise<boolean> => {
    try {
      await deleteServiceRecord(record.id);
      toast(PORTAL_TOASTS.removed);
      return true;
    } catch (error) {
      console.error('deleteServiceRecord failed', error);
      toast(describeRecordDeleteFailure(error));
      return false;
    }
  }, []);

  // ---- QuickBooks ----
  const quickbooks = useQuickBooksStatus(uid, view === 'dashboard' && tab === 'quickbooks');
  const { refresh: refreshStatus } = quickbooks;
  const [busy, setBusy] = useState<QuickBooksBusy>(null);
  const busyRef = useRef(false);
  const run = useCallback(
    async <T,>(kind: Exclude<QuickBooksBusy, null>, work: () => Promise<T>) => {
      if (busyRef.current) return undefined;
      busyRef.current = true;
      setBusy(kind);
      try {
        return await work();
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [],
  );

  const onConnect = useCallback(() => {
    void run('connecting', async () => {
      try {
        const { url } = await quickbooksConnect();
        if (!isAuthorizationUrl(url)) throw new Error('quickbooksConnect returned no usable URL');
        window.location.assign(url);
        // Keep "Connecting..." while the browser leaves for Intuit.
        await new Promise((resolve) => window.setTimeout(resolve, 10_000));
      } catch (error) {
        console.error('quickbooksConnect failed', error);
        toast(quickbooksFailureToast(PORTAL_TOASTS.connectFailed.title, error));
      }
    });
  }, [run]);

  const onImport = useCallback(() => {
    void run('importing', async () => {
      try {
        const result = await quickbooksImport();
        toast(importedToast(result));
        refreshRecords();
        refreshStatus();
      } catch (error) {
        console.error('quickbooksImport failed', error);
        toast(quickbooksFailureToast(PORTAL_TOASTS.fetchFailed.title, error));
        if (isConnectionLost(error)) refreshStatus();
      }
    });
  }, [run, refreshRecords, refreshStatus]);

  const onDisconnect = useCallback(async (): Promise<boolean> => {
    const done = await run('disconnecting', async () => {
      try {
        await quickbooksDisconnect();
        toast(PORTAL_TOASTS.disconnected);
        refreshStatus();
        return true;
      } catch (error) {
        console.error('quickbooksDisconnect failed', error);
        toast(PORTAL_TOASTS.disconnectFailed);
        return false;
      }
    });
    return done ?? false;
  }, [run, refreshStatus]);

  // ---- logout ----
  const [loggingOut, setLoggingOut] = useState(false);
  const onLogout = useCallback(() => {
    setLoggingOut(true);
    void logout()
      .catch((error: unknown) => console.error('logout failed', error))
      .finally(() => navigate(paths.home));
  }, [logout, navigate]);

  if (view === null) return <NotFoundPage />;

  return (
    <>
      <PageMeta title={PORTAL_COPY.sidebarTitle} description={PORTAL_COPY.subtitle} />
      <ContractorPortalScreen
        view={view}
        displayName={user?.businessName?.trim() || user?.name}
        today={today}
        tab={tab}
        onTabChange={onTabChange}
        records={records.state}
        onRefreshRecords={onRefreshRecords}
        refreshingRecords={recordsRefresh.refreshing}
        onRetryRecords={records.retry}
        onSaveRecord={onSaveRecord}
        onDeleteRecord={onDeleteRecord}
        renderSendDialog={renderSendDialog}
        quickbooks={{
          status: quickbooks.state,
          busy,
          onConnect,
          onImport,
          onDisconnect,
          onRetryStatus: quickbooks.retry,
        }}
        validationPanel={<ValidationRequestsPanel />}
        businessPanel={<BusinessPanelContainer />}
        notice={
          callbackError ? (
            <Alert variant="danger" title={callbackErrorToast(null).title}>
              <p>{callbackError}</p>
              <Button
                variant="outline"
                size="sm"
                className={css({ mt: '3' })}
                onClick={() => setCallbackError(null)}
              >
                Dismiss
              </Button>
            </Alert>
          ) : null
        }
        onLogout={onLogout}
        loggingOut={loggingOut}
      />
    </>
  );
}
