/**
 * What every offer of a home to another person keeps (a transfer, a household invitation):
 * the home, who offers it and to whom. `toUid` is '' while an invitee by mail has not yet
 * claimed the offer with a verified account.
 */
import { storedPropertyRef, str } from './fields';
import type { RepairPropertyRef } from '../repairs/repair';

export interface PropertyOffer {
  propertyId: string;
  property: RepairPropertyRef;
  fromUid: string;
  fromName: string;
  toUid: string;
  toEmail: string;
  toName: string;
}

/** The parties of a stored offer, read defensively: a missing text reads as ''. */
export function readPropertyOffer(d: Record<string, unknown>): PropertyOffer {
  return {
    propertyId: str(d['propertyId']),
    property: storedPropertyRef(d['property']),
    fromUid: str(d['fromUid']),
    fromName: str(d['fromName']),
    toUid: str(d['toUid']),
    toEmail: str(d['toEmail']),
    toName: str(d['toName']),
  };
}
