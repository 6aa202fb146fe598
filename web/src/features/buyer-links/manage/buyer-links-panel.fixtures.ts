/** Fixtures of "Share with a buyer" for the catalogue and tests (fixed instants). */
import type { BuyerLinkRow } from './buyer-links-panel';

export const BUYER_LINKS_NOW = new Date('2026-05-10T15:00:00Z');
export const BUYER_LINKS_ORIGIN = 'https://homeledger.app';

/** A link's id is its token's SHA-256 (hex); the token itself is only shown on creation. */
const id = (c: string) => c.repeat(64);
/** The token of the link just created (the "Link created" dialog shows it once). */
export const NEW_LINK_TOKEN = 'Qm9yZWFsLWJ1eWVyLWxpbmstdG9rZW4tZm9yLXNob3c';

export const activeLinkFixture: BuyerLinkRow = {
  id: id('a'),
  legacy: false,
  label: 'Smith family, 12 Oak Lane offer',
  createdAt: '2026-05-03T09:00:00Z',
  expiresAt: '2026-05-17T09:00:00Z',
  revokedAt: null,
  hideCosts: false,
  hideOwnerName: true,
  includeReceipts: true,
  openCount: 7,
  opens: [
    { at: '2026-05-09T19:42:00Z', device: 'mobile' },
    { at: '2026-05-08T12:05:00Z', device: 'desktop' },
    { at: '2026-05-07T21:17:00Z', device: 'tablet' },
    { at: '2026-05-05T08:30:00Z', device: 'mobile' },
    { at: '2026-05-04T17:55:00Z', device: 'desktop' },
  ],
};

export const unopenedLinkFixture: BuyerLinkRow = {
  id: id('b'),
  legacy: false,
  label: 'Open house visitors',
  createdAt: '2026-05-10T10:00:00Z',
  expiresAt: '2026-05-24T10:00:00Z',
  revokedAt: null,
  hideCosts: true,
  hideOwnerName: true,
  includeReceipts: false,
  openCount: 0,
  opens: [],
};

export const expiredLinkFixture: BuyerLinkRow = {
  id: id('c'),
  legacy: false,
  label: 'Garcia inspection',
  createdAt: '2026-04-01T09:00:00Z',
  expiresAt: '2026-04-15T09:00:00Z',
  revokedAt: null,
  hideCosts: false,
  hideOwnerName: false,
  includeReceipts: false,
  openCount: 2,
  opens: [
    { at: '2026-04-10T14:00:00Z', device: 'desktop' },
    { at: '2026-04-02T11:20:00Z', device: 'other' },
  ],
};

export const revokedLinkFixture: BuyerLinkRow = {
  id: id('d'),
  legacy: false,
  label: 'Lee family (withdrew)',
  createdAt: '2026-04-20T09:00:00Z',
  expiresAt: '2026-05-20T09:00:00Z',
  revokedAt: '2026-05-01T16:30:00Z',
  hideCosts: true,
  hideOwnerName: false,
  includeReceipts: true,
  openCount: 1,
  opens: [{ at: '2026-04-21T18:00:00Z', device: 'mobile' }],
};

/** A link made before tokens were stored hashed (its id is the token): it no longer opens. */
export const legacyLinkFixture: BuyerLinkRow = {
  id: 'LegacyTokenStoredAsTheDocumentId01234567890',
  legacy: true,
  label: 'Park family (old link)',
  createdAt: '2026-05-02T09:00:00Z',
  expiresAt: '2026-05-16T09:00:00Z',
  revokedAt: null,
  hideCosts: false,
  hideOwnerName: true,
  includeReceipts: false,
  openCount: 3,
  opens: [{ at: '2026-05-06T10:00:00Z', device: 'desktop' }],
};
