import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { ROLES } from '@homeledger/domain';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** Liveness probe used by `npm start` and the E2E suite to know the emulator loaded the code. */
export const ping = onCall(() => ({ ok: true, roles: ROLES }));

export { registerAccount } from './accounts/register-account';
