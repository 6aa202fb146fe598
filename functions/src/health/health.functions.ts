/** Production wiring of the liveness probe. */
import { onCall } from 'firebase-functions/v2/https';
import { ROLES } from '@homeledger/domain';
import { appCheckEnforced } from '../kit/callable';
import { functionOptions, withWarmUp } from '../kit/function-options';

/** Liveness probe used by `npm start` and the E2E suite to know the emulator loaded the code. */
export const ping = withWarmUp(
  onCall({ ...functionOptions('ping'), enforceAppCheck: appCheckEnforced() }, () => ({
    ok: true,
    roles: ROLES,
  })),
  async () => undefined,
);
