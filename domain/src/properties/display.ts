/** How a property's state reads on screen (product spec: property detail, cards, realtor view). */

export type BadgeTone = 'green' | 'red' | 'amber' | 'blue' | 'gray';

export interface StatusBadge {
  label: string;
  tone: BadgeTone;
}

function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Property detail: verified green, disputed red, anything else amber; the text is the status capitalised. */
export function propertyDetailBadge(status: string): StatusBadge {
  if (status === 'verified') return { label: 'Verified', tone: 'green' };
  if (status === 'disputed') return { label: 'Disputed', tone: 'red' };
  return { label: capitalise(status) || 'Active', tone: 'amber' };
}

/** Dashboard cards: Verified, Ownership Disputed, and anything else as Active. */
export function propertyCardBadge(status: string): StatusBadge {
  if (status === 'verified') return { label: 'Verified', tone: 'green' };
  if (status === 'disputed') return { label: 'Ownership Disputed', tone: 'red' };
  return { label: 'Active', tone: 'amber' };
}

/** Realtor view: Verified, otherwise Pending. */
export function realtorStatusLabel(status: string): 'Verified' | 'Pending' {
  return status === 'verified' ? 'Verified' : 'Pending';
}

export function isDisputed(property: { verificationStatus: string }): boolean {
  return property.verificationStatus === 'disputed';
}

/** "1 repair" / "3 repairs". */
export function repairCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'repair' : 'repairs'}`;
}

/** "1 service record" / "3 service records" (the spec's "{n} service record(s)"). */
export function serviceRecordCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'service record' : 'service records'}`;
}

/** "Springfield, IL 62704". */
export function cityStateZip(p: { city: string; state: string; zipCode: string }): string {
  return `${p.city}, ${p.state} ${p.zipCode}`;
}
