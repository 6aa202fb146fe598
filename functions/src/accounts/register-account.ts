/**
 * The `registerAccount` callable as a kit spec (docs/architecture.md §3): public (the
 * caller has no account yet), validated by the shared RegisterSchema in form
 * order, then the shell (look up the email, decide, create user + claim +
 * profile with rollback). Every error carries `RegistrationErrorDetails`
 * (`banner`), which the register screen reads. Wired with Admin deps in index.ts.
 */
import {
  REGISTER_FIELDS,
  REGISTRATION_MESSAGES,
  RegisterSchema,
  type RegistrationErrorDetails,
} from '@homeledger/domain';
import type { ContractSpec } from '../kit/callable';
import { takeSharedLimit, type SharedLimit } from '../kit/shared-limit';
import type { Store } from '../kit/store';
import { registerAccountShell, type RegisterAccountDeps } from './register-account.shell';

/**
 * Sign-ups per caller address, counted across instances (#33): enough for a household
 * or an office behind one address, too few to mass-create accounts or probe emails.
 */
export const REGISTER_ACCOUNT_LIMIT: SharedLimit = {
  scope: 'registerAccount',
  limit: 10,
  windowMs: 60 * 60_000,
};

/** The shell's deps, and the store the shared limit counts in (absent: not limited). */
export type RegisterAccountPorts = RegisterAccountDeps<unknown> & {
  limitStore?: Pick<Store, 'transact'>;
};

const errorBanner: RegistrationErrorDetails = { banner: 'error' };

export const registerAccountSpec: ContractSpec<'registerAccount', RegisterAccountPorts> = {
  name: 'registerAccount',
  schema: RegisterSchema,
  fieldOrder: REGISTER_FIELDS,
  access: 'public',
  messages: { internal: REGISTRATION_MESSAGES.generic },
  details: { ...errorBanner },
  async run({ input, ports, now, clientIp }) {
    if (ports.limitStore)
      await takeSharedLimit(ports.limitStore, REGISTER_ACCOUNT_LIMIT, clientIp, now);
    return registerAccountShell(ports)(input);
  },
};
