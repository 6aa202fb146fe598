import { describe, expect, it } from 'vitest';
import { profileFields } from './profile-fields';

describe('profileFields', () => {
  it('takes the business fields of a contractor or realtor profile', () => {
    expect(
      profileFields({
        name: 'Pat',
        role: 'contractor',
        businessName: 'Pat Plumbing',
        phoneNumber: '5550104663',
        website: 'https://pat.example',
      }),
    ).toEqual({
      businessName: 'Pat Plumbing',
      phoneNumber: '5550104663',
      website: 'https://pat.example',
    });
  });

  it('gives nothing for a homeowner, a missing document or malformed values', () => {
    expect(profileFields({ name: 'Hal', role: 'homeowner' })).toEqual({});
    expect(profileFields(null)).toEqual({});
    expect(profileFields({ businessName: 42, phoneNumber: ' ', website: null })).toEqual({});
  });
});
