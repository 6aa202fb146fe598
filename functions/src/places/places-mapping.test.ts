import { describe, expect, it } from 'vitest';
import { toPlaceDetails, toSuggestions } from './places-mapping';
import {
  autocompleteAmphitheatre,
  autocompleteEmpty,
  autocompleteMixed,
  detailsAmphitheatre,
  detailsBrooklynApartment,
  detailsNoStreetNumber,
  detailsNoZip,
  detailsToronto,
} from './places-fixtures';

describe('toSuggestions', () => {
  it('maps place predictions to id, full text, main and secondary text', () => {
    expect(toSuggestions(autocompleteAmphitheatre)).toEqual([
      {
        placeId: 'ChIJF4Yf2Ry7j4AR__1AkytDyAE',
        text: '1600 Amphitheatre Parkway, Mountain View, CA, USA',
        mainText: '1600 Amphitheatre Parkway',
        secondaryText: 'Mountain View, CA, USA',
      },
      {
        placeId: 'EjIxNjAwIEFtcGhpdGhlYXRyZSBEciwgQmFrZXJzZmllbGQsIENBIDkzMzA5LCBVU0E',
        text: '1600 Amphitheatre Drive, Bakersfield, CA, USA',
        mainText: '1600 Amphitheatre Drive',
        secondaryText: 'Bakersfield, CA, USA',
      },
    ]);
  });

  it('an empty answer ({}), null or no suggestions → []', () => {
    expect(toSuggestions(autocompleteEmpty)).toEqual([]);
    expect(toSuggestions(null)).toEqual([]);
    expect(toSuggestions({ suggestions: [] })).toEqual([]);
  });

  it('drops query predictions, rows without a place id and repeats; omits absent structured text', () => {
    expect(toSuggestions(autocompleteMixed)).toEqual([
      { placeId: 'ChIJoak', text: '12 Oak Lane, Springfield, IL, USA' },
    ]);
  });

  it('treats the client’s decoded defaults ("" and null) as absent', () => {
    expect(
      toSuggestions({
        suggestions: [
          {
            placePrediction: {
              placeId: 'p1',
              text: { text: ' 1 Main St, Hope, ND, USA ' },
              structuredFormat: { mainText: { text: '' }, secondaryText: null },
            },
          },
          { placePrediction: null },
        ],
      }),
    ).toEqual([{ placeId: 'p1', text: '1 Main St, Hope, ND, USA' }]);
  });
});

describe('toPlaceDetails', () => {
  it('a full US address: number + route (long form), locality, state code, 5-digit ZIP, location', () => {
    expect(toPlaceDetails(detailsAmphitheatre)).toEqual({
      address: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      state: 'CA',
      zipCode: '94043',
      location: { lat: 37.4224857, lng: -122.0855846 },
      countryCode: 'US',
    });
  });

  it('an apartment in Brooklyn: the unit is kept, the borough (sublocality) is the city', () => {
    expect(toPlaceDetails(detailsBrooklynApartment)).toEqual({
      address: '440 Kent Avenue #4B',
      city: 'Brooklyn',
      state: 'NY',
      zipCode: '11249',
      location: { lat: 40.7092826, lng: -73.9683918 },
      countryCode: 'US',
    });
  });

  it('no street number: the route alone', () => {
    expect(toPlaceDetails(detailsNoStreetNumber)).toMatchObject({
      address: 'County Road 12',
      city: 'Winterset',
      state: 'IA',
      zipCode: '50273',
    });
  });

  it('no ZIP and no location: empty ZIP (the form asks for it), null location; township as city', () => {
    expect(toPlaceDetails(detailsNoZip)).toEqual({
      address: '7 Lakeview Terrace',
      city: 'Town of Westport',
      state: 'WI',
      zipCode: '',
      location: null,
      countryCode: 'US',
    });
  });

  it('outside the US: reports the country so the callable can refuse it', () => {
    expect(toPlaceDetails(detailsToronto)).toMatchObject({
      address: '100 Queen Street West',
      city: 'Toronto',
      state: 'ON',
      countryCode: 'CA',
    });
  });

  it('postal_town when there is no locality; premise when there is no street', () => {
    expect(
      toPlaceDetails({
        addressComponents: [
          { longText: 'Sunset Towers', types: ['premise'] },
          { longText: 'Hill Valley', types: ['postal_town'] },
          { shortText: 'ca', longText: 'California', types: ['administrative_area_level_1'] },
          { shortText: 'us', types: ['country'] },
        ],
      }),
    ).toEqual({
      address: 'Sunset Towers',
      city: 'Hill Valley',
      state: 'ca',
      zipCode: '',
      location: null,
      countryCode: 'US',
    });
  });

  it('nothing known: every field empty, no location, no country', () => {
    const empty = {
      address: '',
      city: '',
      state: '',
      zipCode: '',
      location: null,
      countryCode: null,
    };
    expect(toPlaceDetails(null)).toEqual(empty);
    expect(toPlaceDetails({ addressComponents: [], location: null })).toEqual(empty);
    // The client decodes a missing LatLng as 0,0 in some paths; out-of-range values are dropped too.
    expect(toPlaceDetails({ location: { latitude: 0, longitude: 0 } }).location).toBeNull();
    expect(toPlaceDetails({ location: { latitude: 91, longitude: 10 } }).location).toBeNull();
  });
});
