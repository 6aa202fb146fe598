import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as v from 'valibot';
import type { AddRepairSchema, RepairFormValues, TransferIdInput } from '../index';
import {
  CALLABLE_NAMES,
  type CallableInput,
  type CallableName,
  type CallableRequest,
  type CallableResponse,
  type RepairWriteResult,
} from './contract';
import { LONG_CALLABLE_TIMEOUT_SECONDS } from './timeouts';

describe('the callable contract', () => {
  it('lists each name once', () => {
    expect(new Set(CALLABLE_NAMES).size).toBe(CALLABLE_NAMES.length);
    expect(CALLABLE_NAMES).toContain('addRepair');
  });

  it('every long callable is a contract name', () => {
    const names: readonly string[] = CALLABLE_NAMES;
    for (const name of Object.keys(LONG_CALLABLE_TIMEOUT_SECONDS)) expect(names).toContain(name);
  });

  it('types each side from the shared schema (checked by npm run typecheck)', () => {
    expectTypeOf<'addRepair'>().toMatchTypeOf<CallableName>();
    expectTypeOf<'addThing'>().not.toMatchTypeOf<CallableName>();
    // The function's run receives what the shared schema outputs …
    expectTypeOf<CallableInput<'addRepair'>>().toEqualTypeOf<
      v.InferOutput<typeof AddRepairSchema>
    >();
    // … the form sends its raw values with the idempotency key …
    expectTypeOf<CallableRequest<'addRepair'>>().toMatchTypeOf<
      Omit<RepairFormValues, 'receipt'> & { requestId: string }
    >();
    // … and both sides agree on the answer.
    expectTypeOf<CallableResponse<'addRepair'>>().toEqualTypeOf<RepairWriteResult>();
    expectTypeOf<CallableRequest<'acceptTransfer'>>().toMatchTypeOf<TransferIdInput>();
    expectTypeOf<CallableResponse<'claimTransferInvitations'>>().toEqualTypeOf<{
      claimed: string[];
    }>();
  });
});
