import { describe, expect, it } from 'vitest';
import { validateForm } from '../kit/issues';
import { AddPropertySchema, PROPERTY_FIELDS, PROPERTY_MESSAGES as M } from './property-schema';

/** What the addProperty callable reports: the first failing field in form order. */
const validateAddProperty = (input: unknown) =>
  validateForm(AddPropertySchema, input, PROPERTY_FIELDS, M.form);

const valid = { address: '123 Main Street', city: 'Springfield', state: 'IL', zipCode: '62704' };

describe('AddPropertySchema', () => {
  it('accepts a manual address and trims it', () => {
    expect(validateAddProperty({ ...valid, address: '  123 Main Street ' })).toEqual({
      success: true,
      output: { ...valid, placeId: null, location: null },
    });
  });

  it.each([
    [{ address: '12 M' }, 'address', M.address],
    [{ address: '     ' }, 'address', M.address],
    [{ address: 'x'.repeat(201) }, 'address', M.addressTooLong],
    [{ city: 'S' }, 'city', M.city],
    [{ state: 'I' }, 'state', M.state],
    [{ zipCode: '6270' }, 'zipCode', M.zipCode],
    [{ zipCode: 'ABCDE' }, 'zipCode', M.zipCode],
    [{ zipCode: '62704-12' }, 'zipCode', M.zipCode],
  ])('%o → %s: %s', (change, field, message) => {
    expect(validateAddProperty({ ...valid, ...change })).toEqual({
      success: false,
      field,
      message,
    });
  });

  it('reports the first failing field in form order', () => {
    expect(validateAddProperty({ address: '', city: '', state: '', zipCode: '' })).toMatchObject({
      field: 'address',
      message: M.address,
    });
    expect(validateAddProperty({ ...valid, city: '', zipCode: '' })).toMatchObject({
      field: 'city',
    });
  });

  it('gives each missing field its own message, and a form message for junk', () => {
    expect(validateAddProperty({ address: valid.address })).toMatchObject({
      field: 'city',
      message: M.city,
    });
    expect(validateAddProperty(null)).toEqual({ success: false, field: null, message: M.form });
    expect(validateAddProperty('123 Main')).toEqual({
      success: false,
      field: null,
      message: M.form,
    });
  });

  it('accepts ZIP+4', () => {
    expect(validateAddProperty({ ...valid, zipCode: '62704-1234' }).success).toBe(true);
  });

  it('requires a two-letter state when the address came from a suggestion', () => {
    const suggested = { ...valid, placeId: 'ChIJ123', location: { lat: 39.78, lng: -89.65 } };
    expect(validateAddProperty({ ...suggested, state: 'il' })).toEqual({
      success: true,
      output: { ...suggested, state: 'IL' },
    });
    expect(validateAddProperty({ ...suggested, state: 'Illinois' })).toMatchObject({
      success: false,
      field: 'state',
      message: M.stateCode,
    });
    // Typed by hand: any state spelling of 2+ characters.
    expect(validateAddProperty({ ...valid, state: 'Illinois' }).success).toBe(true);
  });

  it('rejects impossible coordinates', () => {
    expect(
      validateAddProperty({ ...valid, placeId: 'p', location: { lat: 91, lng: 0 } }),
    ).toMatchObject({
      field: 'location',
    });
    expect(validateAddProperty({ ...valid, location: { lat: Number.NaN, lng: 0 } })).toMatchObject({
      field: 'location',
    });
  });
});
