/**
 * The homeowner dashboard's one search box (spec §5 "Other"): a case-insensitive
 * substring match over properties (address, city, state, ZIP) and repairs (service
 * type, description, contractor, property address). The haystack of each item is
 * built once per list (searchIndex), so a keystroke costs one `includes` per item.
 */

export interface PropertySearchFields {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface RepairSearchFields {
  serviceType: string;
  description?: string | null;
  contractorName?: string | null;
  property?: { address?: string | null } | null;
}

/** Lower-cased search text of a property. */
export function propertyHaystack(p: PropertySearchFields): string {
  return [p.address, p.city, p.state, p.zipCode].join('\u0000').toLowerCase();
}

/** Lower-cased search text of a repair. */
export function repairHaystack(r: RepairSearchFields): string {
  return [r.serviceType, r.description ?? '', r.contractorName ?? '', r.property?.address ?? '']
    .join('\u0000')
    .toLowerCase();
}

export interface SearchIndex<T> {
  items: readonly T[];
  haystacks: readonly string[];
}

export function searchIndex<T>(items: readonly T[], haystack: (item: T) => string): SearchIndex<T> {
  return { items, haystacks: items.map(haystack) };
}

/** The items whose text contains `term` (trimmed, case-insensitive); all of them for an empty term. */
export function searchItems<T>(index: SearchIndex<T>, term: string): readonly T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return index.items;
  const out: T[] = [];
  for (let i = 0; i < index.items.length; i++) {
    if ((index.haystacks[i] as string).includes(needle)) out.push(index.items[i] as T);
  }
  return out;
}
