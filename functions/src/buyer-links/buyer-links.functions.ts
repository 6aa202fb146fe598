/** Production wiring of the buyer-link callables (Admin SDK ports). */
import * as logger from 'firebase-functions/logger';
import { onCall } from 'firebase-functions/v2/https';
import { appCheckEnforced, callableHandler, onCallable } from '../kit/callable';
import { adminBucket, adminStore } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import {
  buyerLinkReceiptSpec,
  createBuyerLinkSpec,
  extendBuyerLinkSpec,
  openBuyerLinkSpec,
  revokeBuyerLinkSpec,
} from './buyer-link-callables';
import { bucketSigner, randomToken } from './ports';

export const createBuyerLink = onCallable(createBuyerLinkSpec, async () => ({
  store: await adminStore(),
  newToken: randomToken,
  log: logger,
}));

export const revokeBuyerLink = onCallable(revokeBuyerLinkSpec, async () => ({
  store: await adminStore(),
  log: logger,
}));

export const extendBuyerLink = onCallable(extendBuyerLinkSpec, async () => ({
  store: await adminStore(),
  log: logger,
}));

const viewPorts = async (userAgent: string | null) => ({
  store: await adminStore(),
  signer: bucketSigner(await adminBucket(), { log: logger }),
  userAgent,
  log: logger,
});

/**
 * Wired with `onCall` itself rather than `onCallable`: the open's device type comes from
 * the request's User-Agent, which the kit's port factory does not see. Callables are
 * POSTs, which Hosting never caches, so an expired answer cannot be served from a cache.
 */
export const openBuyerLink = withWarmUp(
  onCall(
    { ...functionOptions('openBuyerLink'), enforceAppCheck: appCheckEnforced() },
    (request) => {
      const agent = request.rawRequest?.headers?.['user-agent'];
      const handle = callableHandler(
        openBuyerLinkSpec,
        () => viewPorts(typeof agent === 'string' ? agent : null),
        logger,
      );
      return handle({ auth: request.auth ?? null, data: request.data });
    },
  ),
  () => viewPorts(null),
);

export const buyerLinkReceipt = onCallable(buyerLinkReceiptSpec, () => viewPorts(null));
