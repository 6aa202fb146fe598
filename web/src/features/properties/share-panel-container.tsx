/**
 * Binds the owner's shares of one property, shareProperty and unshareProperty to the
 * presentational SharePanel. Mount it on the owner's property page:
 * `<SharePanelContainer propertyId={property.id} />` (owner only: the shares are
 * readable by the property's owner alone).
 */
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { shareProperty, unshareProperty, usePropertyShares } from './api/sharing';
import { SharePanel, type ShareOutcome, type ShareRow } from './share-panel';
import { SHARE_TOASTS } from './properties-copy';

export interface SharePanelContainerProps {
  propertyId: string;
}

export function SharePanelContainer({ propertyId }: SharePanelContainerProps) {
  const { user } = useAuth();
  const shares = usePropertyShares(user?.id, propertyId);
  const [revokeTarget, setRevokeTarget] = useState<ShareRow | null>(null);
  const [revoking, setRevoking] = useState(false);
  const revokingRef = useRef(false);

  const onShare = useCallback(
    async (email: string): Promise<ShareOutcome> => {
      try {
        const result = await shareProperty({ propertyId, email });
        const name = result.realtor.name || result.realtor.email;
        toast({
          title: SHARE_TOASTS.shared,
          description: SHARE_TOASTS.sharedText(name),
          variant: 'success',
        });
        return { ok: true };
      } catch (error) {
        console.error('shareProperty failed', error);
        // The server's own words for its refusals (no account / not a realtor, already
        // shared, yourself); a generic line for anything unexpected.
        return { ok: false, message: callableFailure(error).message };
      }
    },
    [propertyId],
  );

  const onConfirmRevoke = useCallback(async () => {
    if (!revokeTarget || revokingRef.current) return;
    revokingRef.current = true;
    setRevoking(true);
    try {
      await unshareProperty({ propertyId, realtorUid: revokeTarget.realtorUid });
      toast({
        title: SHARE_TOASTS.revoked,
        description: SHARE_TOASTS.revokedText(revokeTarget.name),
      });
      setRevokeTarget(null);
    } catch (error) {
      console.error('unshareProperty failed', error);
      const { message } = callableFailure(error);
      toast({
        title: SHARE_TOASTS.revokeFailed,
        ...(message !== CALLABLE_FALLBACK_MESSAGE ? { description: message } : {}),
        variant: 'destructive',
      });
    } finally {
      revokingRef.current = false;
      setRevoking(false);
    }
  }, [propertyId, revokeTarget]);

  return (
    <SharePanel
      shares={shares.state}
      onRetry={shares.retry}
      onShare={onShare}
      revokeTarget={revokeTarget}
      onRevokeTargetChange={(share) => {
        if (!revokingRef.current) setRevokeTarget(share);
      }}
      onConfirmRevoke={() => void onConfirmRevoke()}
      revoking={revoking}
    />
  );
}
