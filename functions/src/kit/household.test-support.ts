/**
 * A home's household for the role tests of the callables (issue #31), on the plan tests'
 * clock (NOW, 1 May 2026): Cole a co-owner, Vera a viewer, Dana a delegate whose live grant
 * names reports, Dino a delegate whose live grant does not, Gus a delegate whose grant ended.
 */
import { readMembers } from '@homeledger/domain';

export const HOUSEHOLD = readMembers({
  cole: { role: 'co-owner', name: 'Cole Ames', email: 'cole@home.example', invitedBy: 'olive' },
  vera: { role: 'viewer', name: 'Vera', email: 'vera@home.example', invitedBy: 'olive' },
  dana: {
    role: 'delegate',
    name: 'Dana',
    email: 'dana@home.example',
    invitedBy: 'olive',
    grant: { until: '2026-06-30', report: true },
  },
  dino: {
    role: 'delegate',
    name: 'Dino',
    email: 'dino@home.example',
    invitedBy: 'olive',
    grant: { until: '2026-06-30', report: false },
  },
  gus: {
    role: 'delegate',
    name: 'Gus',
    email: 'gus@home.example',
    invitedBy: 'olive',
    grant: { until: '2026-04-30', report: true },
  },
});

/** The same household as stored on a property document (`members`, keyed by uid). */
export const STORED_HOUSEHOLD = Object.fromEntries(
  HOUSEHOLD.map(({ uid, ...member }) => [uid, { ...member, since: null }]),
);

/** Members who may not edit or share: a viewer, delegates (with or without a report grant). */
export const NOT_EDITORS = ['vera', 'dana', 'dino', 'gus'];

/** Members who may not make a report: a viewer, a delegate without the grant, an ended one. */
export const NOT_REPORTERS = ['vera', 'dino', 'gus'];

/**
 * A member as a home stores it in `members`: `name` at `{name, lower case}@home.example`,
 * invited by Olive, a member since 1 Jan 2026; `over` changes any of it (a grant, say).
 */
export const storedMember = (role: string, name: string, over: Record<string, unknown> = {}) => ({
  role,
  name,
  email: `${name.toLowerCase()}@home.example`,
  since: new Date('2026-01-01T00:00:00Z'),
  invitedBy: 'olive',
  ...over,
});
