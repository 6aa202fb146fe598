/** Production wiring of shareProperty / unshareProperty (Admin SDK ports). */
import * as logger from 'firebase-functions/logger';
import { adminAuth } from '../admin';
import { onCallable } from '../kit/callable';
import { adminStore } from '../kit/admin-ports';
import { authAccounts } from '../kit/ports';
import { sharePropertySpec } from './share-property';
import { unsharePropertySpec } from './unshare-property';

// Time limits (several transactions for a property with thousands of repairs) come
// from FUNCTION_PLANS, shared with the client's wait.
export const shareProperty = onCallable(sharePropertySpec, async () => ({
  store: await adminStore(),
  accounts: authAccounts(await adminAuth()),
  log: logger,
}));

export const unshareProperty = onCallable(unsharePropertySpec, async () => ({
  store: await adminStore(),
  log: logger,
}));
