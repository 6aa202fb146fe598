/**
 * Binds the owner's buyer links of one property and the buyer-link callables to the
 * presentational BuyerLinksPanel. Owner only: the links are readable by their owner alone.
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { callableFailure } from '@/lib/firebase/callable';
import {
  createBuyerLink,
  extendBuyerLink,
  revokeBuyerLink,
  usePropertyBuyerLinks,
} from './api/buyer-links';
import { BUYER_LINKS_COPY as C } from './buyer-links-copy';
import {
  BuyerLinksPanel,
  type ActionOutcome,
  type BuyerLinkForm,
  type CreateOutcome,
} from './buyer-links-panel';

const FORM_FIELDS = ['label', 'days', 'hideCosts', 'hideOwnerName', 'includeReceipts'] as const;

/** Re-judges expiry every minute, so a link turns Expired on screen when it does. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function BuyerLinksPanelContainer({
  propertyId,
  ownerId,
}: {
  propertyId: string;
  /** The home's owner: a co-owner's panel reads the links by it (households). */
  ownerId?: string;
}) {
  const { user } = useAuth();
  const links = usePropertyBuyerLinks(user?.id, propertyId, ownerId);
  const now = useMinuteClock();

  const onCreate = useCallback(
    async (values: BuyerLinkForm): Promise<CreateOutcome> => {
      try {
        const { token } = await createBuyerLink({ propertyId, ...values });
        return { ok: true, token };
      } catch (error) {
        console.error('createBuyerLink failed', error);
        const { message, field } = callableFailure(error);
        const known = FORM_FIELDS.find((name) => name === field);
        return known ? { ok: false, message, field: known } : { ok: false, message };
      }
    },
    [propertyId],
  );

  const onRevoke = useCallback(async (linkId: string): Promise<ActionOutcome> => {
    try {
      await revokeBuyerLink({ linkId });
      toast({ title: C.revoked });
      return { ok: true };
    } catch (error) {
      console.error('revokeBuyerLink failed', error);
      return { ok: false, message: callableFailure(error).message || C.revokeFailed };
    }
  }, []);

  const onExtend = useCallback(async (linkId: string, days: number): Promise<ActionOutcome> => {
    try {
      await extendBuyerLink({ linkId, days });
      toast({ title: C.extended, variant: 'success' });
      return { ok: true };
    } catch (error) {
      console.error('extendBuyerLink failed', error);
      return { ok: false, message: callableFailure(error).message };
    }
  }, []);

  return (
    <BuyerLinksPanel
      links={links.state}
      onRetry={links.retry}
      origin={window.location.origin}
      now={now}
      onCreate={onCreate}
      onRevoke={onRevoke}
      onExtend={onExtend}
      onCopy={copyText}
    />
  );
}
