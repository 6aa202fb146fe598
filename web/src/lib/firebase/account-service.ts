/** Account data module: the registerAccount callable. Import lazily. */
import type { RegisterPayload } from '@homeledger/domain';
import { callFunction } from './functions';

export interface RegisterAccountResult {
  uid: string;
}

export function registerAccount(payload: RegisterPayload): Promise<RegisterAccountResult> {
  return callFunction('registerAccount', payload);
}
