/**
 * logHomeOpen (issue #31): a delegate's open of a home is logged like a buyer link's
 * (domain/households/home-opens.ts): one entry per delegate, grant and UTC hour, in the
 * property's `delegateOpens`, which only the owner reads. The property page calls it for a
 * delegate each time it shows the home; anyone else's call writes nothing and answers the
 * same `{ logged: false }` (nothing is learned about the home). Best effort: a log that
 * cannot be written is reported and the page never waits on it or fails with it.
 */
import {
  HOME_OPEN_LOG_DAYS,
  HOUSEHOLD_MESSAGES as M,
  LogHomeOpenSchema,
  PROPERTIES_COLLECTION,
  homeOpenPath,
  homeOpenVisitId,
  roleOnHome,
  type LogHomeOpenResult,
} from '@homeledger/domain';
import type { Caller, ContractSpec } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import type { HouseholdPorts } from './household-callables';
import { toHome, type Home } from './household.plan';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The log entry for a delegate's open, or nothing: not a delegate with a live grant, the
 * home being deleted, or this hour's entry already there (`alreadyLogged`).
 */
export function planLogHomeOpen(args: {
  home: Home | null;
  caller: Pick<Caller, 'uid'>;
  alreadyLogged: boolean;
  now: Date;
}): WriteOp[] {
  const { home, caller, now } = args;
  if (!home || home.deleting || args.alreadyLogged) return [];
  if (roleOnHome(home, caller.uid, now) !== 'delegate') return [];
  const member = home.members.find((m) => m.uid === caller.uid);
  if (!member?.grant) return [];
  return [
    {
      op: 'create',
      path: homeOpenPath(home.id, homeOpenVisitId(caller.uid, member.grant, now)),
      data: {
        uid: caller.uid,
        name: member.name,
        email: member.email,
        until: member.grant.until,
        at: now,
        expireAt: new Date(now.getTime() + HOME_OPEN_LOG_DAYS * DAY_MS),
      },
    },
  ];
}

export const logHomeOpenSpec: ContractSpec<'logHomeOpen', HouseholdPorts> = {
  name: 'logHomeOpen',
  schema: LogHomeOpenSchema,
  fieldOrder: ['propertyId'],
  access: ['homeowner'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied },
  async run({ input, caller, ports, now }): Promise<LogHomeOpenResult> {
    try {
      return await ports.store.transact(async (tx) => {
        const snap = await tx.get(`${PROPERTIES_COLLECTION}/${input.propertyId}`);
        const home = snap ? toHome(snap) : null;
        const member = home?.members.find((m) => m.uid === caller.uid);
        // Only a delegate's open reads the log entry: anyone else costs one read.
        const logged =
          home && member?.grant
            ? await tx.get(homeOpenPath(home.id, homeOpenVisitId(caller.uid, member.grant, now)))
            : null;
        const writes = planLogHomeOpen({ home, caller, alreadyLogged: logged !== null, now });
        return { writes, result: { logged: writes.length > 0 } };
      });
    } catch (error) {
      ports.log?.error('households: a delegate’s open was not logged', {
        propertyId: input.propertyId,
        error: error instanceof Error ? error.message : String(error),
      });
      return { logged: false };
    }
  },
};
