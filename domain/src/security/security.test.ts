import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { AddPropertySchema } from '../properties/property-schema';
import { RegisterSchema } from '../accounts/account';
import { RepairFormSchema } from '../repairs/repair-schema';
import { QUOTAS, QUOTA_WINDOWS, quotaWindow, quotaWindowEnd } from './quotas';
import { displayText, looksLikeUrl, stripUnsafeText } from './safe-text';
import {
  FACTS_VERSION_PATTERN,
  REQUEST_ID_PATTERN,
  factsVersion,
  submitKeys,
  repairValidatedBy,
  validatedByLabel,
} from './trust';

describe('stripUnsafeText', () => {
  it('removes control and bidi override characters; single-line text loses line breaks', () => {
    expect(stripUnsafeText('Bob\u202E gnp.exe\u202C')).toBe('Bob gnp.exe');
    expect(stripUnsafeText('a\u2066b\u2067c\u2068d\u2069e')).toBe('abcde');
    expect(stripUnsafeText('bell\u0007 esc\u001B[31m del\u007F c1\u0085')).toBe(
      'bell esc[31m del c1',
    );
    expect(stripUnsafeText('two\nlines\tand\r\nmore')).toBe('two lines and more');
  });

  it('keeps line breaks in multi-line text (CR LF → LF) and every ordinary character', () => {
    expect(stripUnsafeText('one\r\ntwo\rthree\n\tfour', { multiline: true })).toBe(
      'one\ntwo\nthree\n\tfour',
    );
    expect(stripUnsafeText('José Núñez — שלום 日本 😀 &<>"')).toBe(
      'José Núñez — שלום 日本 😀 &<>"',
    );
  });

  it('never leaves an unsafe character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const out = stripUnsafeText(text);
        // eslint-disable-next-line no-control-regex
        expect(out).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
      }),
    );
  });

  it('displayText: only strings, stripped and trimmed', () => {
    expect(displayText('  Ann\u202E ')).toBe('Ann');
    expect(displayText(42)).toBe('');
  });

  it('the shared schemas clean the fields other people see, before the length checks', () => {
    const name = v.parse(RegisterSchema, {
      name: '\u202EAnn',
      email: 'ann@example.com',
      password: 'a-long-password',
      role: 'homeowner',
    }).name;
    expect(name).toBe('Ann');
    // Two visible characters and an override are not a 2-character name.
    expect(
      v.safeParse(RegisterSchema, {
        name: 'A\u202E',
        email: 'ann@example.com',
        password: 'a-long-password',
        role: 'homeowner',
      }).success,
    ).toBe(false);
    expect(
      v.parse(AddPropertySchema, {
        address: '1 Main\u0000 Street',
        city: 'Town',
        state: 'IL',
        zipCode: '62704',
      }).address,
    ).toBe('1 Main Street');
    const repair = v.parse(RepairFormSchema, {
      serviceType: 'other',
      otherServiceType: 'Chim\u202Eney',
      date: '2026-01-01',
      cost: '',
      contractorName: 'Joe\u2066',
      description: 'line one\r\nline\u202E two',
      receipt: null,
    });
    expect(repair).toMatchObject({
      storedServiceType: 'Chimney',
      contractorName: 'Joe',
      description: 'line one\nline two',
    });
  });
});

describe('factsVersion', () => {
  const facts = {
    serviceType: 'Plumbing',
    date: '2026-01-05',
    description: 'Leak',
    costCents: 1250,
  };

  it('is a 43-character SHA-256 (base64url), the same for the same facts', async () => {
    const version = await factsVersion(facts);
    expect(version).toMatch(FACTS_VERSION_PATTERN);
    expect(await factsVersion({ ...facts, ignored: 'x' } as typeof facts)).toBe(version);
    // What a screen's row holds (trimmed, blanks as null, 'Other' for no type) is the same facts.
    expect(await factsVersion({ serviceType: '', date: '2026-01-05', description: null })).toBe(
      await factsVersion({ serviceType: 'Other', date: '2026-01-05', description: '  ' }),
    );
  });

  it('changes with any fact', async () => {
    const version = await factsVersion(facts);
    for (const change of [
      { serviceType: 'Roofing' },
      { date: '2026-01-06' },
      { description: 'Leak!' },
      { costCents: 1251 },
      { costCents: null },
    ])
      expect(await factsVersion({ ...facts, ...change })).not.toBe(version);
  });
});

describe('validatedByLabel', () => {
  it('names who validated, from the validation record, and what was checked', () => {
    expect(validatedByLabel({ state: 'validated', contractorName: 'Pipes & Co' })).toBe(
      'Validated by Pipes & Co (email verified, business not verified)',
    );
    expect(validatedByLabel({ state: 'validated' })).toBe(
      'Validated by contractor (email verified, business not verified)',
    );
    // Only a record stamped with a verified business says so; anything else is not verified.
    expect(
      validatedByLabel({
        state: 'validated',
        contractorName: 'Pipes & Co',
        businessVerified: true,
      }),
    ).toBe('Validated by Pipes & Co (email and business verified)');
    expect(
      validatedByLabel({ state: 'validated', contractorName: 'P', businessVerified: 'true' }),
    ).toBe('Validated by P (email verified, business not verified)');
    expect(validatedByLabel({ state: 'requested', contractorName: 'X' })).toBeNull();
    expect(validatedByLabel(null)).toBeNull();
  });

  it('a repair shows the mark only when its flag and its record agree', () => {
    const validation = { state: 'validated', contractorName: 'Pipes & Co' };
    expect(repairValidatedBy({ isContractorValidated: true, validation })).toBe(
      'Validated by Pipes & Co (email verified, business not verified)',
    );
    expect(repairValidatedBy({ isContractorValidated: false, validation })).toBeNull();
    expect(
      repairValidatedBy({ isContractorValidated: true, validation: { state: 'declined' } }),
    ).toBeNull();
    expect(repairValidatedBy({})).toBeNull();
  });
});

describe('quotas', () => {
  it('fixed UTC windows', () => {
    const now = new Date('2026-05-01T12:34:56Z');
    expect(quotaWindow('hour', now)).toBe('2026-05-01T12');
    expect(quotaWindow('day', now)).toBe('2026-05-01');
    expect(quotaWindowEnd('hour', now)).toEqual(new Date('2026-05-01T13:00:00Z'));
    expect(quotaWindowEnd('day', now)).toEqual(new Date('2026-05-02T00:00:00Z'));
  });

  it('one number per quota, every one positive', () => {
    expect(QUOTAS.propertiesPerAccount).toBe(25);
    for (const { limit } of Object.values(QUOTA_WINDOWS)) expect(limit).toBeGreaterThan(0);
  });
});

describe('submitKeys', () => {
  it('one key per payload until it succeeds; a changed payload is a new submit', () => {
    let n = 0;
    const keys = submitKeys(() => `key-${++n}-0123456789abcdef`);
    const form = { propertyId: 'p1', cost: '12' };
    const first = keys.keyFor(form);
    expect(keys.keyFor({ ...form })).toBe(first);
    expect(keys.keyFor({ ...form, cost: '13' })).not.toBe(first);
    keys.succeeded(form);
    expect(keys.keyFor(form)).not.toBe(first);
    expect(submitKeys().keyFor(form)).toMatch(REQUEST_ID_PATTERN);
  });
});

describe('looksLikeUrl (#33: names mailed to strangers)', () => {
  it('flags web addresses, not names', () => {
    for (const url of ['www.example.org', 'https://x.io/a', 'pay-now.com', 'Claim at bit.ly/x'])
      expect(looksLikeUrl(url)).toBe(true);
    for (const name of ['J.Smith', 'Mary-Ann O’Neil', 'Dr. J. R. Tolkien', 'Ana Co'])
      expect(looksLikeUrl(name)).toBe(false);
  });
});

describe('RegisterSchema name', () => {
  it('refuses a web address for a name, with a message that says so', () => {
    const result = v.safeParse(RegisterSchema, {
      name: 'www.claim-your-home.com',
      email: 'a@b.example',
      password: 'password123',
      role: 'homeowner',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Please enter your name, not a web address.');
  });
});
