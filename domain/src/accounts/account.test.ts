import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  ACCOUNT_MESSAGES as M,
  ForgotPasswordSchema,
  LoginSchema,
  REGISTER_FIELDS,
  RegisterSchema,
  buildRegistrationPayload,
  defaultRegisterFormValues,
  isWebsiteUrl,
} from './account';
import { fieldIssues, firstIssue, validateForm } from '../kit/issues';

/** What the registerAccount callable reports: the first failing field in form order. */
const validateRegistration = (input: unknown) =>
  validateForm(RegisterSchema, input, REGISTER_FIELDS, M.form);
const firstIssueMessage = (
  schema: Parameters<typeof firstIssue>[0],
  input: unknown,
  fieldOrder?: readonly string[],
) => firstIssue(schema, input, fieldOrder)?.message ?? null;

const homeowner = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  role: 'homeowner',
};
const contractor = {
  name: 'Bob Builder',
  email: 'bob@example.com',
  password: 'canwefixit',
  role: 'contractor',
  businessName: 'Builder & Co',
  phoneNumber: '(555) 010-4663',
  website: 'https://builder.example.com',
};
const realtor = {
  ...contractor,
  name: 'Rita Realtor',
  email: 'rita@example.com',
  role: 'realtor',
  website: '',
};

/** Messages per field, as a react-hook-form valibot resolver would see them (abortPipeEarly). */
function resolverErrors(input: unknown): Record<string, string> {
  const result = v.safeParse(RegisterSchema, input, { abortPipeEarly: true });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

describe('RegisterSchema: valid input per role', () => {
  it('accepts a homeowner and drops any business fields the form still holds', () => {
    const result = v.safeParse(RegisterSchema, {
      ...homeowner,
      businessName: 'x',
      phoneNumber: '1',
      website: 'nope',
    });
    expect(result.success).toBe(true);
    expect(result.output).toEqual(homeowner);
  });

  it('accepts a contractor with business details', () => {
    const result = v.safeParse(RegisterSchema, contractor);
    expect(result.success).toBe(true);
    expect(result.output).toEqual(contractor);
  });

  it('accepts a realtor with an empty website', () => {
    expect(v.safeParse(RegisterSchema, realtor).output).toEqual(realtor);
  });

  it('accepts a contractor without a website field at all', () => {
    const { website: _omitted, ...withoutWebsite } = contractor;
    const result = v.safeParse(RegisterSchema, withoutWebsite);
    expect(result.success).toBe(true);
    expect(result.output).not.toHaveProperty('website');
  });
});

describe('RegisterSchema: every message at its field', () => {
  it.each([
    ['name', { ...homeowner, name: '' }, M.name],
    ['name', { ...homeowner, name: 'A' }, M.name],
    ['name', { ...homeowner, name: '   A   ' }, M.name],
    ['name', { ...homeowner, name: 42 }, M.name],
    ['name', { ...homeowner, name: 'x'.repeat(101) }, M.nameTooLong],
    ['email', { ...homeowner, email: 'not-an-email' }, M.email],
    ['email', { ...homeowner, email: '' }, M.email],
    ['email', { ...homeowner, email: undefined }, M.email],
    ['password', { ...homeowner, password: '1234567' }, M.registerPassword],
    ['password', { ...homeowner, password: undefined }, M.registerPassword],
    ['role', { ...homeowner, role: 'admin' }, M.role],
    ['role', { ...homeowner, role: undefined }, M.role],
    ['businessName', { ...contractor, businessName: 'B' }, M.businessName],
    ['businessName', { ...contractor, businessName: '  ' }, M.businessName],
    ['businessName', { ...realtor, businessName: undefined }, M.businessName],
    ['businessName', { ...realtor, businessName: 'b'.repeat(101) }, M.businessNameTooLong],
    ['phoneNumber', { ...contractor, phoneNumber: '555-0104' }, M.phoneNumber],
    ['phoneNumber', { ...realtor, phoneNumber: '  555010466  ' }, M.phoneNumber],
    ['phoneNumber', { ...realtor, phoneNumber: undefined }, M.phoneNumber],
    ['website', { ...contractor, website: 'not a url' }, M.website],
    ['website', { ...contractor, website: 'builder.example.com' }, M.website],
    ['website', { ...contractor, website: 'javascript:alert(1)' }, M.website],
    ['website', { ...contractor, website: 'ftp://builder.example.com' }, M.website],
    ['website', { ...realtor, website: 'https://localhost' }, M.website],
    ['website', { ...realtor, website: 42 }, M.website],
  ])('%s: %j → message', (field, input, message) => {
    expect(resolverErrors(input)).toEqual({ [field]: message });
    expect(validateRegistration(input)).toEqual({ success: false, field, message });
  });

  it('reports all three business fields at their paths at once (resolver mapping)', () => {
    expect(
      resolverErrors({ ...contractor, businessName: '', phoneNumber: '123', website: 'nope' }),
    ).toEqual({ businessName: M.businessName, phoneNumber: M.phoneNumber, website: M.website });
  });

  it('reports the base fields and the business fields together', () => {
    expect(resolverErrors({ role: 'realtor' })).toEqual({
      name: M.name,
      email: M.email,
      password: M.registerPassword,
      businessName: M.businessName,
      phoneNumber: M.phoneNumber,
    });
  });

  it('a form-level message, without a field, for a non-object payload', () => {
    for (const input of [null, undefined, 'x', 1, true]) {
      const result = validateRegistration(input);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.field).toBeNull();
    }
    expect(validateRegistration(null)).toEqual({ success: false, field: null, message: M.form });
  });
});

describe('validateRegistration: the first failing field in form order', () => {
  const everythingBad = {
    name: '',
    email: 'x',
    password: 'short',
    role: 'admin',
    businessName: '',
    phoneNumber: '',
    website: 'nope',
  };

  it('walks name → email → password → role → businessName → phoneNumber → website', () => {
    const expected: [string, string][] = [
      ['name', M.name],
      ['email', M.email],
      ['password', M.registerPassword],
      ['role', M.role],
      ['businessName', M.businessName],
      ['phoneNumber', M.phoneNumber],
      ['website', M.website],
    ];
    let input: Record<string, unknown> = { ...everythingBad };
    const fixes: Record<string, unknown> = { ...contractor };
    for (const [field, message] of expected) {
      expect(validateRegistration(input)).toEqual({ success: false, field, message });
      input = { ...input, [field]: fixes[field] };
    }
    expect(validateRegistration(input).success).toBe(true);
  });

  it('reports a bad name before a bad role (the role variant alone would hide it)', () => {
    expect(validateRegistration({ ...homeowner, name: 'A', role: 'nope' })).toMatchObject({
      field: 'name',
    });
  });

  it('uses the same order as the form fields', () => {
    expect(REGISTER_FIELDS).toEqual([
      'name',
      'email',
      'password',
      'role',
      'businessName',
      'phoneNumber',
      'website',
    ]);
  });

  it('firstIssueMessage / firstIssue agree with validateRegistration', () => {
    expect(firstIssueMessage(RegisterSchema, everythingBad, REGISTER_FIELDS)).toBe(M.name);
    expect(
      firstIssue(RegisterSchema, { ...contractor, phoneNumber: '1' }, REGISTER_FIELDS),
    ).toEqual({
      field: 'phoneNumber',
      message: M.phoneNumber,
    });
    expect(firstIssueMessage(RegisterSchema, contractor)).toBeNull();
    expect(fieldIssues(RegisterSchema, contractor)).toEqual([]);
  });
});

describe('RegisterSchema: trimming', () => {
  it('trims name, email, business name, phone and website', () => {
    const result = validateRegistration({
      ...contractor,
      name: '  Bob Builder \t',
      email: ' bob@example.com\n',
      businessName: ' Builder & Co ',
      phoneNumber: ' (555) 010-4663 ',
      website: '  https://builder.example.com  ',
    });
    expect(result).toEqual({ success: true, output: contractor });
  });

  it('treats a whitespace-only website as empty', () => {
    expect(validateRegistration({ ...contractor, website: '   ' })).toEqual({
      success: true,
      output: { ...contractor, website: '' },
    });
  });

  it('never trims the password', () => {
    const result = validateRegistration({ ...homeowner, password: '  secret  ' });
    expect(result.success && result.output.password).toBe('  secret  ');
    // 7 visible characters padded to 8 is still 8 characters.
    expect(validateRegistration({ ...homeowner, password: ' 1234567' }).success).toBe(true);
  });

  it('applies minimum lengths after trimming', () => {
    expect(validateRegistration({ ...homeowner, name: ' A ' })).toMatchObject({ field: 'name' });
    expect(validateRegistration({ ...realtor, phoneNumber: ' 123456789 ' })).toMatchObject({
      field: 'phoneNumber',
    });
  });
});

describe('RegisterSchema: properties', () => {
  it('accepts any password of at least 8 characters, unchanged', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 200 }), (password) => {
        const result = validateRegistration({ ...homeowner, password });
        return result.success && result.output.password === password;
      }),
    );
  });

  it('rejects any password shorter than 8 characters with the password message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (password) => {
        const result = validateRegistration({ ...homeowner, password });
        return (
          !result.success && result.field === 'password' && result.message === M.registerPassword
        );
      }),
    );
  });

  it('whitespace around text fields never changes the outcome, only the padding', () => {
    const ws = fc.stringMatching(/^[ \t\n]{0,4}$/);
    fc.assert(
      fc.property(ws, ws, ws, ws, (a, b, c, d) => {
        const result = validateRegistration({
          ...contractor,
          name: a + contractor.name + b,
          email: b + contractor.email + c,
          businessName: c + contractor.businessName + d,
          phoneNumber: d + contractor.phoneNumber + a,
        });
        expect(result).toEqual({ success: true, output: contractor });
      }),
    );
  });

  it('a homeowner is valid whatever business fields come along', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (businessName, phoneNumber, website) => {
          const result = validateRegistration({ ...homeowner, businessName, phoneNumber, website });
          expect(result).toEqual({ success: true, output: homeowner });
        },
      ),
    );
  });

  it('any http(s) URL on a dotted host is an accepted website', () => {
    fc.assert(
      // fc.webUrl's authority is a domain with a TLD (no IPs, ports or user info by default).
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        expect(validateRegistration({ ...realtor, website: url }).success).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('isWebsiteUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1#x', true],
    ['https://sub.example.co.uk:8443/', true],
    ['example.com', false],
    ['www.example.com', false],
    ['https://', false],
    ['https://exa mple.com', false],
    ['mailto:a@example.com', false],
    ['data:text/html,hi', false],
    ['', false],
  ])('%s → %s', (url, ok) => {
    expect(isWebsiteUrl(url)).toBe(ok);
  });
});

describe('LoginSchema', () => {
  it('accepts an email and any non-empty password (trimming the email only)', () => {
    expect(v.parse(LoginSchema, { email: ' a@example.com ', password: ' x ' })).toEqual({
      email: 'a@example.com',
      password: ' x ',
    });
  });

  it('"Please enter a valid email." and "Password is required."', () => {
    expect(fieldIssues(LoginSchema, { email: 'nope', password: '' })).toEqual([
      { field: 'email', message: 'Please enter a valid email.' },
      { field: 'password', message: 'Password is required.' },
    ]);
    expect(firstIssueMessage(LoginSchema, { email: 'a@example.com' })).toBe(
      'Password is required.',
    );
  });
});

describe('ForgotPasswordSchema', () => {
  it('needs a valid email', () => {
    expect(v.parse(ForgotPasswordSchema, { email: ' a@example.com' })).toEqual({
      email: 'a@example.com',
    });
    expect(firstIssueMessage(ForgotPasswordSchema, { email: 'a@' })).toBe(
      'Please enter a valid email.',
    );
  });
});

describe('buildRegistrationPayload', () => {
  it('sends only name, email, password and role for a homeowner', () => {
    expect(
      buildRegistrationPayload({
        ...homeowner,
        role: 'homeowner',
        businessName: 'X Co',
        phoneNumber: '5550104663',
        website: 'https://x.co',
      }),
    ).toEqual(homeowner);
  });

  it('adds business details for contractors and realtors', () => {
    expect(buildRegistrationPayload({ ...contractor, role: 'contractor' })).toEqual(contractor);
  });

  it('omits an empty or blank website', () => {
    const { website: _w, ...withoutWebsite } = contractor;
    expect(buildRegistrationPayload({ ...contractor, role: 'contractor', website: '' })).toEqual(
      withoutWebsite,
    );
    expect(buildRegistrationPayload({ ...contractor, role: 'contractor', website: '  ' })).toEqual(
      withoutWebsite,
    );
    expect(
      buildRegistrationPayload({ ...contractor, role: 'contractor', website: undefined }),
    ).toEqual(withoutWebsite);
  });

  it('includes business fields only when both business name and phone are given', () => {
    const base = {
      name: 'Rita',
      email: 'r@example.com',
      password: 'password1',
      role: 'realtor' as const,
    };
    expect(buildRegistrationPayload({ ...base, businessName: 'Homes', phoneNumber: ' ' })).toEqual(
      base,
    );
    expect(
      buildRegistrationPayload({ ...base, businessName: '', phoneNumber: '5550104663' }),
    ).toEqual(base);
  });

  it('trims text but never the password', () => {
    expect(
      buildRegistrationPayload({
        name: ' Bob ',
        email: ' bob@example.com ',
        password: ' pass word ',
        role: 'realtor',
        businessName: ' Homes ',
        phoneNumber: ' 5550104663 ',
        website: ' https://homes.example.com ',
      }),
    ).toEqual({
      name: 'Bob',
      email: 'bob@example.com',
      password: ' pass word ',
      role: 'realtor',
      businessName: 'Homes',
      phoneNumber: '5550104663',
      website: 'https://homes.example.com',
    });
  });

  it('starts from empty form values with the chosen role', () => {
    expect(defaultRegisterFormValues()).toMatchObject({ role: 'homeowner', name: '', website: '' });
    expect(defaultRegisterFormValues('realtor').role).toBe('realtor');
  });

  it('a payload built from valid form values passes the schema unchanged', () => {
    const role = fc.constantFrom('homeowner' as const, 'contractor' as const, 'realtor' as const);
    fc.assert(
      fc.property(role, fc.constantFrom('', 'https://biz.example.com'), (r, website) => {
        const payload = buildRegistrationPayload({ ...contractor, role: r, website });
        const result = validateRegistration(payload);
        expect(result).toEqual({ success: true, output: payload });
      }),
    );
  });
});
