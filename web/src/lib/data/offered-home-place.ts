/** The stored home of an offer (a household invitation, a transfer), as the offer carries it. */
export interface OfferedHomeFields {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * An offered home's address and its town line for the dashboard rows: trimmed, a blank
 * address reads "A home", and blank parts of the town are left out (no stray commas).
 */
export function offeredHomePlace(property: OfferedHomeFields): {
  address: string;
  cityStateZip: string;
} {
  const text = (value: string) => value.trim();
  return {
    address: text(property.address) || 'A home',
    cityStateZip: [
      text(property.city),
      [text(property.state), text(property.zipCode)].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
  };
}
