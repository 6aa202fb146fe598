import { describe, expect, it } from 'vitest';
import { mayOnHome } from './home-access';
import { readMembers } from './stored-member';

const NOW = new Date('2026-11-27T12:00:00Z');
const home = {
  ownerId: 'olive',
  members: readMembers({
    cole: { role: 'co-owner', name: 'Cole', email: 'c@x.test', invitedBy: 'olive' },
    vera: { role: 'viewer', name: 'Vera', email: 'v@x.test', invitedBy: 'olive' },
    dana: {
      role: 'delegate',
      name: 'Dana',
      email: 'd@x.test',
      invitedBy: 'olive',
      grant: { until: '2026-12-31', report: true },
    },
    dino: {
      role: 'delegate',
      name: 'Dino',
      email: 'n@x.test',
      invitedBy: 'olive',
      grant: { until: '2026-12-31', report: false },
    },
    gone: {
      role: 'delegate',
      name: 'Gone',
      email: 'g@x.test',
      invitedBy: 'olive',
      grant: { until: '2026-11-26', report: true },
    },
  }),
};

describe('mayOnHome', () => {
  it('lets the owner and a co-owner edit, share and report, and nobody else edit or share', () => {
    const who = ['olive', 'cole', 'vera', 'dana', 'dino', 'gone', 'stranger', ''];
    const allowed = (action: 'edit' | 'share' | 'report') =>
      who.filter((uid) => mayOnHome(home, uid, action, NOW));
    expect(allowed('edit')).toEqual(['olive', 'cole']);
    expect(allowed('share')).toEqual(['olive', 'cole']);
    // A delegate reports only when its grant says so and has not ended.
    expect(allowed('report')).toEqual(['olive', 'cole', 'dana']);
  });

  it('ends a delegate’s report the day after its last day', () => {
    expect(mayOnHome(home, 'dana', 'report', new Date('2026-12-31T23:59:00Z'))).toBe(true);
    expect(mayOnHome(home, 'dana', 'report', new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});
