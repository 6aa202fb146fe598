/**
 * A delegate's opens of a home (issue #31: "every open is logged like buyer links").
 *
 * `properties/{id}/delegateOpens/{visit}`: one document per delegate, per grant, per UTC
 * hour (`visit` names all three), so reloading the page in the hour writes nothing new.
 * Written by the `logHomeOpen` callable only; read by the home's owner only (rules). A TTL
 * policy on `expireAt` deletes an entry HOME_OPEN_LOG_DAYS after the open, as buyer links'.
 */
import * as v from 'valibot';
import { optionalStr, storedDate, str } from '../kit/fields';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { HOUSEHOLD_MESSAGES, type DelegateGrant } from './household';

export const HOME_OPENS_SUBCOLLECTION = 'delegateOpens';
export const HOME_OPEN_LOG_DAYS = 90;
/** The newest opens the members panel shows the owner. */
export const HOME_OPENS_SHOWN = 20;

/** The log entry's id: the delegate, the grant's last day and the UTC hour of the open. */
export function homeOpenVisitId(uid: string, grant: DelegateGrant, now: Date): string {
  return `${uid}~${grant.until}~${now.toISOString().slice(0, 13)}`;
}

export function homeOpenPath(propertyId: string, visit: string): string {
  return `properties/${propertyId}/${HOME_OPENS_SUBCOLLECTION}/${visit}`;
}

/** One logged open as the owner sees it. */
export interface StoredHomeOpen {
  id: string;
  uid: string;
  name: string;
  email: string | null;
  at: Date | null;
  /** The last day of the grant the open was made under. */
  until: string;
}

/** A stored entry, total on bad data (kit/fields.ts). */
export function readHomeOpen(snap: { id: string; data: Record<string, unknown> }): StoredHomeOpen {
  const d = snap.data;
  return {
    id: snap.id,
    uid: str(d['uid']),
    name: str(d['name']).trim(),
    email: optionalStr(d['email']),
    at: storedDate(d['at']),
    until: str(d['until']),
  };
}

/** logHomeOpen: the home the page shows. */
export const LogHomeOpenSchema = v.object(
  { propertyId: documentIdField(HOUSEHOLD_MESSAGES.propertyNotFound) },
  keyMessages(
    { propertyId: HOUSEHOLD_MESSAGES.propertyNotFound },
    HOUSEHOLD_MESSAGES.propertyNotFound,
  ),
);
export type LogHomeOpenInput = v.InferOutput<typeof LogHomeOpenSchema>;

/** What `logHomeOpen` answers: whether this call wrote a new entry. */
export interface LogHomeOpenResult {
  logged: boolean;
}
