import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  SubmitBusinessLicenceSchema,
  businessVerificationOf,
  licenceNumberField,
} from './business-verification';

describe('licenceNumberField', () => {
  it('accepts state board formats, upper-cased with single spaces', () => {
    for (const [typed, stored] of [
      ['1034567', '1034567'], // CA CSLB
      ['cgc1521234', 'CGC1521234'], // FL
      ['TACLA00012345C', 'TACLA00012345C'], // TX
      ['ROC   123456', 'ROC 123456'], // AZ
      ['104.016789', '104.016789'], // IL roofing
      [' 12-3456/ab ', '12-3456/AB'],
    ])
      expect(v.parse(licenceNumberField, typed)).toBe(stored);
  });

  it('turns away names, placeholders, odd separators and lengths', () => {
    for (const bad of [
      'N/A',
      'Carl Plumbing',
      'AB12',
      '123',
      '1--234',
      '-1234',
      '12345678901234567890A',
      'ab12#45',
      42,
    ])
      expect(v.safeParse(licenceNumberField, bad).success).toBe(false);
  });
});

describe('SubmitBusinessLicenceSchema', () => {
  it('needs a two-letter state code', () => {
    expect(
      v.parse(SubmitBusinessLicenceSchema, { licenceNumber: '1034567', licenceState: 'ca' }),
    ).toEqual({ licenceNumber: '1034567', licenceState: 'CA' });
    expect(
      v.safeParse(SubmitBusinessLicenceSchema, { licenceNumber: '1034567', licenceState: 'Cal' })
        .success,
    ).toBe(false);
  });
});

describe('businessVerificationOf', () => {
  it('reads a stored state; anything else is unverified', () => {
    expect(businessVerificationOf({ businessVerification: 'verified' })).toBe('verified');
    expect(businessVerificationOf({ businessVerification: 'VERIFIED' })).toBe('unverified');
    expect(businessVerificationOf({})).toBe('unverified');
    expect(businessVerificationOf(null)).toBe('unverified');
  });
});
