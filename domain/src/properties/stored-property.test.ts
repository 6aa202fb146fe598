import { describe, expect, it } from 'vitest';
import { readProperty, shownVerificationStatus } from './stored-property';

describe('readProperty', () => {
  it('reads every field a decision or a screen uses', () => {
    const at = new Date('2026-01-15T10:00:00Z');
    // The fields read as they are stored.
    const asStored = {
      ownerId: 'u1',
      address: '1428 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      addressKey: '1428 elm street|62704',
      verificationStatus: 'disputed',
      deleting: true,
      pendingTransferId: 'tr1',
      repairCount: 3,
      lastRepairDate: '2026-05-14',
      totalSpentCents: 12_345,
      location: { lat: 39.8, lng: -89.6 },
      memberIds: ['u1', 'v1'],
    };
    expect(
      readProperty({
        id: 'p1',
        data: {
          ...asStored,
          ownerName: ' Hannah ',
          viewerIds: ['u1', 'r1', 7],
          photo: { path: 'photos/p1/x.jpg', contentType: 'image/jpeg', size: 10 },
          transferredAt: { toDate: () => at },
          members: { v1: { role: 'viewer', name: 'Val', email: 'val@example.com', since: at } },
        },
      }),
    ).toEqual({
      id: 'p1',
      ...asStored,
      ownerName: 'Hannah',
      viewerIds: ['u1', 'r1'],
      members: [
        {
          uid: 'v1',
          role: 'viewer',
          name: 'Val',
          email: 'val@example.com',
          since: at,
          invitedBy: '',
          grant: null,
        },
      ],
      photoPath: 'photos/p1/x.jpg',
      transferredAt: at,
    });
  });

  it('never trusts a field: missing or mistyped reads as empty', () => {
    const p = readProperty({
      id: 'p2',
      data: {
        ownerId: 5,
        viewerIds: 'u1',
        deleting: 'yes',
        repairCount: '3',
        location: { lat: 99, lng: 0 },
      },
    });
    expect(p).toMatchObject({
      ownerId: '',
      viewerIds: [],
      deleting: false,
      repairCount: 0,
      location: null,
      verificationStatus: '',
      pendingTransferId: null,
      photoPath: null,
      transferredAt: null,
    });
    expect(shownVerificationStatus(p)).toBe('verified');
  });
});
