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
import { registerAccountShell, type RegisterAccountDeps } from './register-account.shell';

const errorBanner: RegistrationErrorDetails = { banner: 'error' };

export const registerAccountSpec: ContractSpec<'registerAccount', RegisterAccountDeps<unknown>> = {
  name: 'registerAccount',
  schema: RegisterSchema,
  fieldOrder: REGISTER_FIELDS,
  access: 'public',
  messages: { internal: REGISTRATION_MESSAGES.generic },
  details: { ...errorBanner },
  run: ({ input, ports }) => registerAccountShell(ports)(input),
};
