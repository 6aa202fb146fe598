/**
 * `/h/{token}`: the public buyer page. Works signed out; never indexed (the meta tag
 * here and X-Robots-Tag at Hosting), and sends no Referer, so the token in the address
 * never reaches another site (the photo and receipt hosts included).
 */
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { callableFailure } from '@/lib/firebase/callable';
import { buyerLinkReceipt, forgetOpen, openOnce } from './api/buyer-view';
import { BUYER_VIEW_COPY as C } from './buyer-view-copy';
import { BuyerViewScreen, type BuyerViewState } from './buyer-view-screen';

export function BuyerViewPage() {
  const token = useParams().token ?? '';
  const [attempt, setAttempt] = useState(0);
  // The answer for one token and attempt; anything else is still loading.
  const key = `${token}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: BuyerViewState } | null>(null);
  const state: BuyerViewState = result?.key === key ? result.state : { status: 'loading' };

  useEffect(() => {
    let live = true;
    const setState = (next: BuyerViewState) => setResult({ key, state: next });
    openOnce(token).then(
      (view) => {
        if (live) setState({ status: 'ready', view });
      },
      (error: unknown) => {
        if (!live) return;
        // "not-found" is the server's one answer for an expired, revoked or unknown link.
        const { code } = callableFailure(error);
        if (code === 'not-found' || code === 'invalid-argument') setState({ status: 'expired' });
        // Opened too often in a short while: say so, and Try Again works after a minute.
        else if (code === 'resource-exhausted') setState({ status: 'error', limited: true });
        else {
          console.error('openBuyerLink failed', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [token, key]);

  const onRetry = useCallback(() => {
    forgetOpen(token);
    setAttempt((n) => n + 1);
  }, [token]);

  const onOpenReceipt = useCallback(
    async (repairId: string) => {
      try {
        const { url } = await buyerLinkReceipt(token, repairId);
        window.open(url, '_blank', 'noopener,noreferrer');
        return true;
      } catch (error) {
        console.error('buyerLinkReceipt failed', error);
        return false;
      }
    },
    [token],
  );

  const title = state.status === 'ready' ? state.view.property.address : C.pageTitle;
  return (
    <>
      <PageMeta title={title} description={C.pageDescription} />
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <BuyerViewScreen state={state} onRetry={onRetry} onOpenReceipt={onOpenReceipt} />
    </>
  );
}
