/** What the household screens show (no Firebase here). */
import type { DelegateGrant, HouseholdRole, MemberRole } from '@homeledger/domain';

/** One person on a home's members panel: the owner or a member. */
export interface MemberRow {
  uid: string;
  role: HouseholdRole;
  name: string;
  email: string;
  /** `yyyy-MM-dd` they joined, when known (never for the owner). */
  since: string | null;
  grant: DelegateGrant | null;
}

/** An invitation to a home, as the owner's panel and the invitee's dashboard show it. */
export interface InvitationRow {
  id: string;
  propertyId: string;
  address: string;
  cityStateZip: string;
  fromName: string;
  toName: string;
  toEmail: string;
  role: MemberRole;
  grant: DelegateGrant | null;
  /** Sent by mail, waiting for the invitee's verified account. */
  invited: boolean;
  createdAt: string | null;
}

/** The home the panel is on: who owns it and who its members are. */
export interface HouseholdHome {
  id: string;
  address: string;
  ownerId: string;
  ownerName: string | null;
  members: readonly MemberRow[];
}

/** What the invite and change-role forms send (the schemas' input, less the ids). */
export interface RoleChoice {
  role: MemberRole;
  until: string;
  report: boolean;
}

/** A co-owner's answer to the owner's request, as the consent panel lists it. */
export interface ConsentPerson {
  uid: string;
  name: string;
  answer: 'agree' | 'refuse' | null;
}

/** The owner's transfer or delete waiting for the co-owners, on one home. */
export interface ConsentView {
  propertyId: string;
  address: string;
  action: 'transfer' | 'delete';
  /** The owner's name and, for a transfer, the recipient's email. */
  byName: string;
  email: string;
  state: 'asking' | 'agreed' | 'refused';
  /** The co-owners asked (still co-owners), in the household's order. */
  people: readonly ConsentPerson[];
}

/** A delegate's logged open of the home (the owner's "Delegate visits"). */
export interface HomeOpenRow {
  id: string;
  name: string;
  /** ISO instant of the open (the first in its hour). */
  at: string;
  /** The last day of the grant it was made under, `yyyy-MM-dd`. */
  until: string;
}
