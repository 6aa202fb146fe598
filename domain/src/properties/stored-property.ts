/**
 * The one reader of a stored `properties/{id}` document, used by the functions' decisions and
 * the browser's screens alike: each picks the fields it needs from what this reads, so a
 * field read one way on one side cannot be read another way on the other.
 */
import type { StoredMember } from '../households/household';
import { readMembers } from '../households/stored-member';
import { filePath, geoPoint, num, optionalStr, storedDate, str, strings } from '../kit/fields';
import type { GeoPoint } from './property';

export interface StoredProperty {
  id: string;
  ownerId: string;
  ownerName: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  addressKey: string;
  /**
   * As stored, '' when missing. Decisions compare it with 'verified'/'disputed'; a screen
   * shows an unknown one as the spec says (`shownVerificationStatus`).
   */
  verificationStatus: string;
  viewerIds: string[];
  /** Set while deleteProperty removes it: no decision acts on it any more. */
  deleting: boolean;
  pendingTransferId: string | null;
  repairCount: number;
  lastRepairDate: string | null;
  totalSpentCents: number | null;
  photoPath: string | null;
  location: GeoPoint | null;
  transferredAt: Date | null;
  /** The household besides the owner (households/household.ts). */
  members: StoredMember[];
  /** The owner and the members: the list membership queries use. */
  memberIds: string[];
}

/** A stored property (fields as the functions' store or the browser's SDK hands them). */
export function readProperty(doc: { id: string; data: Record<string, unknown> }): StoredProperty {
  const d = doc.data;
  return {
    id: doc.id,
    ownerId: str(d['ownerId']),
    ownerName: optionalStr(d['ownerName']),
    address: str(d['address']),
    city: str(d['city']),
    state: str(d['state']),
    zipCode: str(d['zipCode']),
    addressKey: str(d['addressKey']),
    verificationStatus: str(d['verificationStatus']),
    viewerIds: strings(d['viewerIds']),
    deleting: d['deleting'] === true,
    pendingTransferId: optionalStr(d['pendingTransferId']),
    repairCount: num(d['repairCount']) ?? 0,
    lastRepairDate: optionalStr(d['lastRepairDate']),
    totalSpentCents: num(d['totalSpentCents']),
    photoPath: filePath(d['photo']),
    location: geoPoint(d['location']),
    transferredAt: storedDate(d['transferredAt']),
    members: readMembers(d['members']),
    memberIds: strings(d['memberIds']),
  };
}

/** What a screen shows of a status: an unreadable one reads as verified (the spec's amber badge). */
export function shownVerificationStatus(
  property: Pick<StoredProperty, 'verificationStatus'>,
): string {
  return property.verificationStatus || 'verified';
}
