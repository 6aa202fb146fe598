/**
 * `callFunction` is typed by the callable contract (`@homeledger/domain`): these
 * assertions are checked by `npm run typecheck` (tsc reads the test files), so a wrapper
 * can neither call a name the functions do not export nor send what the schema refuses.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { CallableName, RepairWriteResult, StartTransferResult } from '@homeledger/domain';
import type { callFunction } from './functions';
import type { callFunctionLazily } from './call-function-lazily';

describe('callFunction types', () => {
  it('takes only contract names', () => {
    expectTypeOf<Parameters<typeof callFunction>[0]>().toEqualTypeOf<CallableName>();
    expectTypeOf<'addThing'>().not.toMatchTypeOf<Parameters<typeof callFunction>[0]>();
  });

  it('infers the payload and the answer from the name', () => {
    expectTypeOf<typeof callFunction<'deleteRepair'>>()
      .parameter(1)
      .toEqualTypeOf<{ repairId: string }>();
    expectTypeOf<
      typeof callFunction<'deleteRepair'>
    >().returns.resolves.toEqualTypeOf<RepairWriteResult>();
    expectTypeOf({ propertyId: 'p1' }).not.toMatchTypeOf<
      Parameters<typeof callFunction<'deleteRepair'>>[1]
    >();
    expectTypeOf<
      typeof callFunctionLazily<'startTransfer'>
    >().returns.resolves.toEqualTypeOf<StartTransferResult>();
  });
});
