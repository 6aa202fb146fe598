/** Production wiring of shareProperty / unshareProperty (Admin SDK ports). */
import * as logger from 'firebase-functions/logger';
import { adminAuth } from '../admin';
import { onCallable } from '../kit/callable';
import { adminStore } from '../kit/firestore-store';
import { authAccounts } from './ports';
import { sharePropertySpec } from './share-property';
import { unsharePropertySpec } from './unshare-property';

/** A share of a property with thousands of repairs runs several transactions: allow time. */
const LONG = { timeoutSeconds: 300 };

export const shareProperty = onCallable(
  sharePropertySpec,
  () => ({ store: adminStore(), accounts: authAccounts(adminAuth()), log: logger }),
  LONG,
);

export const unshareProperty = onCallable(
  unsharePropertySpec,
  () => ({ store: adminStore(), log: logger }),
  LONG,
);
