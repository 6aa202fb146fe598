import { describe, expect, it } from 'vitest';
import { toMemberHome } from './use-dashboard-data';

const home = (members: Record<string, unknown>) => ({
  ownerId: 'u-olive',
  address: '7 Birch Court',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  verificationStatus: 'verified',
  members,
  memberIds: ['u-olive', ...Object.keys(members)],
});
const NOW = new Date('2026-05-01T12:00:00Z');

describe('toMemberHome', () => {
  it('marks a home with the reader’s role on it', () => {
    const row = toMemberHome(
      'p1',
      home({ 'u-cora': { role: 'co-owner', name: 'Cora', email: 'c@example.com' } }),
      'u-cora',
      NOW,
    );
    expect(row).toMatchObject({ id: 'p1', address: '7 Birch Court', memberRole: 'co-owner' });
  });

  it('leaves no role on the reader’s own home or an ended delegate grant', () => {
    const data = home({
      'u-dana': { role: 'delegate', name: 'Dana', grant: { until: '2026-04-30', report: false } },
    });
    expect(toMemberHome('p1', data, 'u-olive', NOW).memberRole).toBeNull();
    expect(toMemberHome('p1', data, 'u-dana', NOW).memberRole).toBeNull();
    expect(toMemberHome('p1', data, 'u-dana', new Date('2026-04-30T23:00:00Z')).memberRole).toBe(
      'delegate',
    );
  });
});
