/**
 * setHomeReminders (issue #31): the owner or a co-owner chooses whether the daily digest
 * tells them of this home's maintenance (domain households/home-reminders.ts). One
 * transaction on the property: its `reminders` map takes the caller's choice and drops the
 * entries of people who no longer keep the plan, so it never grows past the household.
 */
import {
  HOUSEHOLD_MESSAGES as M,
  PROPERTIES_COLLECTION,
  SetHomeRemindersSchema,
  readHomeReminders,
  type SetHomeRemindersResult,
} from '@homeledger/domain';
import {
  apply,
  applyPlan,
  reject,
  type Caller,
  type ContractSpec,
  type Plan,
} from '../kit/callable';
import type { DocSnap } from '../kit/store';
import type { HouseholdPorts } from './household-callables';
import { homeRefusal, toHome, type Home } from './household.plan';

/** The property's update for the caller's choice (refused as homeRefusal says for 'edit'). */
export function planSetHomeReminders(args: {
  home: Home | null;
  stored: unknown;
  caller: Pick<Caller, 'uid'>;
  on: boolean;
  now: Date;
}): Plan<SetHomeRemindersResult> {
  const { home, caller, on, now } = args;
  // The plan's keepers (owner, co-owners: 'edit') choose; viewers and delegates are refused.
  const refused = homeRefusal(home, caller, 'edit', now);
  if (refused || !home) return refused ?? reject('not-found', M.propertyNotFound);
  const keepers = new Set([
    home.ownerId,
    ...home.members.filter((m) => m.role === 'co-owner').map((m) => m.uid),
  ]);
  const reminders = Object.fromEntries(
    Object.entries({ ...readHomeReminders(args.stored), [caller.uid]: on }).filter(([uid]) =>
      keepers.has(uid),
    ),
  );
  return apply(
    [{ op: 'update', path: `${PROPERTIES_COLLECTION}/${home.id}`, data: { reminders } }],
    { propertyId: home.id, on },
  );
}

const read = (snap: DocSnap | null) => ({
  home: snap ? toHome(snap) : null,
  stored: snap?.data['reminders'],
});

export const setHomeRemindersSpec: ContractSpec<'setHomeReminders', HouseholdPorts> = {
  name: 'setHomeReminders',
  schema: SetHomeRemindersSchema,
  fieldOrder: ['propertyId', 'on'],
  access: ['homeowner'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied },
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) =>
      applyPlan(
        planSetHomeReminders({
          ...read(await tx.get(`${PROPERTIES_COLLECTION}/${input.propertyId}`)),
          caller,
          on: input.on,
          now,
        }),
      ),
    );
  },
};
