import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { ROLES, RegisterSchema } from '@homeledger/domain';
import { conflictRejection, planRegistration, profileFor } from './register-account.plan';
import {
  CONTRACTOR_FORM as contractor,
  HOMEOWNER_FORM as homeowner,
  REALTOR_FORM as realtor,
} from './register-account.test-support';

/** The form as the kit hands it to the plan: parsed (and trimmed) by RegisterSchema. */
const form = (data: unknown) => v.parse(RegisterSchema, data);

describe('planRegistration: create', () => {
  it('homeowner: Auth user, role claim and a profile without business fields', () => {
    expect(
      planRegistration(
        form({ ...homeowner, businessName: 'Ignored', phoneNumber: '5550104663' }),
        null,
      ),
    ).toEqual({
      kind: 'create',
      authUser: {
        email: 'ada@example.com',
        password: 'correct horse',
        displayName: 'Ada Lovelace',
      },
      claims: { role: 'homeowner' },
      profile: { name: 'Ada Lovelace', email: 'ada@example.com', role: 'homeowner' },
    });
  });

  it('contractor: profile carries business name, phone and website', () => {
    expect(planRegistration(form(contractor), null)).toEqual({
      kind: 'create',
      authUser: { email: 'bob@example.com', password: 'canwefixit', displayName: 'Bob Builder' },
      claims: { role: 'contractor' },
      profile: {
        name: 'Bob Builder',
        email: 'bob@example.com',
        role: 'contractor',
        businessName: 'Builder & Co',
        phoneNumber: '(555) 010-4663',
        website: 'https://builder.example.com',
      },
    });
  });

  it('realtor: same business fields, realtor claim', () => {
    const plan = planRegistration(form(realtor), null);
    expect(plan).toMatchObject({
      kind: 'create',
      claims: { role: 'realtor' },
      profile: { role: 'realtor', businessName: 'Builder & Co' },
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('omits a %s website from the profile', (_label, website) => {
    const plan = planRegistration(form({ ...realtor, website }), null);
    expect(plan.kind).toBe('create');
    if (plan.kind === 'create') {
      expect(plan.profile).not.toHaveProperty('website');
      expect(plan.profile).toMatchObject({
        businessName: 'Builder & Co',
        phoneNumber: '(555) 010-4663',
      });
    }
  });

  it('uses trimmed text everywhere but leaves the password alone', () => {
    const plan = planRegistration(
      form({
        ...contractor,
        name: '  Bob Builder ',
        email: ' bob@example.com ',
        password: ' canwefixit ',
        businessName: ' Builder & Co ',
        phoneNumber: ' (555) 010-4663 ',
        website: ' https://builder.example.com ',
      }),
      null,
    );
    expect(plan).toEqual({
      kind: 'create',
      authUser: { email: 'bob@example.com', password: ' canwefixit ', displayName: 'Bob Builder' },
      claims: { role: 'contractor' },
      profile: { ...profileFor({ ...contractor, role: 'contractor' }) },
    });
  });

  it('lower-cases the email for Auth and the profile, as Firebase Auth stores it', () => {
    const plan = planRegistration(form({ ...homeowner, email: ' Ada@Example.COM ' }), null);
    expect(plan).toMatchObject({
      authUser: { email: 'ada@example.com' },
      profile: { email: 'ada@example.com' },
    });
  });

  it('never puts undefined values or unexpected keys into the profile (Firestore rejects undefined)', () => {
    const text = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.constantFrom('', '  ', 'https://biz.example.com', undefined),
        text,
        (role, website, extra) => {
          const plan = planRegistration(form({ ...contractor, role, website, extra }), null);
          if (plan.kind !== 'create') return false;
          const allowed = ['name', 'email', 'role', 'businessName', 'phoneNumber', 'website'];
          return (
            Object.keys(plan.profile).every((key) => allowed.includes(key)) &&
            Object.values(plan.profile).every((value) => value !== undefined && value !== '') &&
            plan.claims.role === role &&
            plan.profile.role === role &&
            (role === 'homeowner') === !('businessName' in plan.profile)
          );
        },
      ),
    );
  });
});

describe('planRegistration: email already registered', () => {
  const taken = {
    kind: 'reject',
    code: 'already-exists',
    message: 'This email is already registered. Please try logging in instead.',
    banner: 'error',
  };

  it('one answer whatever role holds the address: nobody learns which (#33)', () => {
    for (const requested of [homeowner, contractor, realtor])
      for (const role of [...ROLES, undefined, 'admin'])
        expect(planRegistration(form(requested), { role })).toEqual(taken);
    expect(conflictRejection()).toEqual(taken);
  });
});
