/** Production wiring of the buyer-link callables (Admin SDK ports). */
import * as logger from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/v2/https';
import { appCheckEnforced, callableHandler, onCallable } from '../kit/callable';
import { adminBucket, adminStore } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { BUYER_LINK_CALLABLES as buyerLinkSpecs } from './buyer-link-callables';
import { platformClientAddress } from '../kit/client-address';
import { bucketSigner, randomToken, sharedBuyerLinkLimits } from './ports';

export const createBuyerLink = onCallable(buyerLinkSpecs.createBuyerLink, async () => ({
  store: await adminStore(),
  newToken: randomToken,
  log: logger,
}));

export const revokeBuyerLink = onCallable(buyerLinkSpecs.revokeBuyerLink, async () => ({
  store: await adminStore(),
  log: logger,
}));

export const extendBuyerLink = onCallable(buyerLinkSpecs.extendBuyerLink, async () => ({
  store: await adminStore(),
  log: logger,
}));

/** The buyer page's two callables share one set of limits, counted across instances (#33). */
const limits = sharedBuyerLinkLimits(adminStore);

const viewPorts = async (userAgent: string | null, clientIp: string | null) => ({
  store: await adminStore(),
  signer: bucketSigner(adminBucket, { log: logger }),
  userAgent,
  limits,
  clientIp,
  log: logger,
});

type RawRequest = {
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
};

/**
 * Wired with `onCall` itself rather than `onCallable`: the open's device type comes from
 * the request's User-Agent, and the per-address limit from its address, which the kit's
 * port factory does not see. Callables are
 * POSTs, which Hosting never caches, so an expired answer cannot be served from a cache.
 */
export const openBuyerLink = withWarmUp(
  onCall(
    { ...functionOptions('openBuyerLink'), enforceAppCheck: appCheckEnforced() },
    (request) => {
      const raw = request.rawRequest as RawRequest | undefined;
      const agent = raw?.headers?.['user-agent'];
      const handle = callableHandler(
        buyerLinkSpecs.openBuyerLink,
        () =>
          viewPorts(
            typeof agent === 'string' ? agent : null,
            raw ? platformClientAddress(raw) : null,
          ),
        logger,
      );
      return handle({ auth: request.auth ?? null, data: request.data });
    },
  ),
  () => viewPorts(null, null),
);

/** Also `onCall` itself: the per-address limit needs the request's address. */
export const buyerLinkReceipt = withWarmUp(
  onCall(
    { ...functionOptions('buyerLinkReceipt'), enforceAppCheck: appCheckEnforced() },
    (request) => {
      const raw = request.rawRequest as RawRequest | undefined;
      const handle = callableHandler(
        buyerLinkSpecs.buyerLinkReceipt,
        () => viewPorts(null, raw ? platformClientAddress(raw) : null),
        logger,
      );
      return handle({ auth: request.auth ?? null, data: request.data });
    },
  ),
  () => viewPorts(null, null),
);
