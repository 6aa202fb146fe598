/** Fixtures of the households panels (catalogue and tests). */
import type {
  ConsentView,
  HomeOpenRow,
  HouseholdHome,
  InvitationRow,
  MemberRow,
} from './household-types';

export const FIXTURE_TODAY = '2026-05-01';

export const membersFixture: Record<'coOwner' | 'viewer' | 'delegate', MemberRow> = {
  coOwner: {
    uid: 'u-cora',
    role: 'co-owner',
    name: 'Cora Coowner',
    email: 'cora@example.com',
    since: '2026-03-02',
    grant: null,
  },
  viewer: {
    uid: 'u-vic',
    role: 'viewer',
    name: 'Vic Viewer',
    email: 'vic@example.com',
    since: '2026-04-10',
    grant: null,
  },
  delegate: {
    uid: 'u-dana',
    role: 'delegate',
    name: 'Dana Insurer',
    email: 'dana@insurer.example',
    since: '2026-04-28',
    grant: { until: '2026-06-30', report: true },
  },
};

export const homeFixture: HouseholdHome = {
  id: 'p-oak',
  address: '12 Oak Lane',
  ownerId: 'u-olive',
  ownerName: 'Olive Owner',
  members: [membersFixture.coOwner, membersFixture.viewer, membersFixture.delegate],
};

export const aloneHomeFixture: HouseholdHome = { ...homeFixture, members: [] };

const invitationBase = {
  propertyId: 'p-oak',
  address: '12 Oak Lane',
  cityStateZip: 'Springfield, IL 62704',
  fromName: 'Olive Owner',
  grant: null,
  invited: false,
  createdAt: '2026-04-30T12:00:00Z',
};

export const invitationsFixture: Record<'viewer' | 'delegate' | 'byMail', InvitationRow> = {
  viewer: {
    ...invitationBase,
    id: 'i-viewer',
    toName: 'Nina Neighbor',
    toEmail: 'nina@example.com',
    role: 'viewer',
  },
  delegate: {
    ...invitationBase,
    id: 'i-delegate',
    toName: 'Ian Inspector',
    toEmail: 'ian@inspect.example',
    role: 'delegate',
    grant: { until: '2026-05-31', report: false },
    address: '48 Maple Street',
    cityStateZip: 'Shelbyville, IL 62565',
  },
  byMail: {
    ...invitationBase,
    id: 'i-mail',
    toName: 'sam@example.com',
    toEmail: 'sam@example.com',
    role: 'co-owner',
    invited: true,
  },
};

/** Co-owners' consent requests (consent-panel stories and tests). */
const consentBase: ConsentView = {
  propertyId: 'home',
  address: '1428 Elm Street',
  action: 'transfer',
  byName: 'Olive Owner',
  email: 'nick.newowner@example.com',
  state: 'asking',
  people: [
    { uid: 'cole', name: 'Cole Coowner', answer: null },
    { uid: 'cleo', name: 'Cleo Coowner', answer: null },
  ],
};
export const consentFixture = {
  transfer: consentBase,
  delete: { ...consentBase, propertyId: 'cabin', address: '7 Lakeview Road', action: 'delete' },
  transferHalfway: {
    ...consentBase,
    people: [
      { uid: 'cole', name: 'Cole Coowner', answer: 'agree' },
      { uid: 'cleo', name: 'Cleo Coowner', answer: null },
    ],
  },
  refused: {
    ...consentBase,
    state: 'refused',
    people: [
      { uid: 'cole', name: 'Cole Coowner', answer: 'agree' },
      { uid: 'cleo', name: 'Cleo Coowner', answer: 'refuse' },
    ],
  },
} satisfies Record<string, ConsentView>;

/** Dana's logged opens, newest first (the owner's "Delegate visits"). */
export const homeOpensFixture: HomeOpenRow[] = [
  { id: 'o-2', name: 'Dana Insurer', at: '2026-04-30T15:20:00Z', until: '2026-06-30' },
  { id: 'o-1', name: 'Dana Insurer', at: '2026-04-29T09:05:00Z', until: '2026-06-30' },
];
