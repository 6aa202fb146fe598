/** Suggestion fixtures for the address combobox's catalogue entries and tests. No Firebase. */
import type { PlaceSuggestion } from './api/places-model';

export const suggestionsFixture: PlaceSuggestion[] = [
  {
    placeId: 'ChIJF4Yf2Ry7j4AR__1AkytDyAE',
    text: '1600 Amphitheatre Parkway, Mountain View, CA, USA',
    mainText: '1600 Amphitheatre Parkway',
    secondaryText: 'Mountain View, CA, USA',
  },
  {
    placeId: 'EjIxNjAwIEFtcGhpdGhlYXRyZSBEcg',
    text: '1600 Amphitheatre Drive, Bakersfield, CA, USA',
    mainText: '1600 Amphitheatre Drive',
    secondaryText: 'Bakersfield, CA, USA',
  },
  {
    placeId: 'ChIJ1600PennsylvaniaAve',
    text: '1600 Pennsylvania Avenue Northwest, Washington, DC, USA',
    mainText: '1600 Pennsylvania Avenue Northwest',
    secondaryText: 'Washington, DC, USA',
  },
  {
    placeId: 'ChIJoakLaneSpringfield',
    text: '12 Oak Lane, Springfield, IL, USA',
  },
];

/** A stand-in for `fetchSuggestions`: case-insensitive match on the text, after `delayMs`. */
export function fixtureLoader(
  suggestions: readonly PlaceSuggestion[] = suggestionsFixture,
  delayMs = 400,
): (input: string) => Promise<PlaceSuggestion[]> {
  return (input) =>
    new Promise((resolve) => {
      const query = input.toLowerCase();
      setTimeout(
        () => resolve(suggestions.filter((s) => s.text.toLowerCase().includes(query))),
        delayMs,
      );
    });
}
