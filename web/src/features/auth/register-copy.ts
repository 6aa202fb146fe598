import * as v from 'valibot';
import { RegisterBaseSchema, isRole, type Role } from '@homeledger/domain';

/** Heading and subtext per chosen role (spec §2 Register). */
export const REGISTER_COPY: Record<Role, { title: string; subtitle: string }> = {
  homeowner: {
    title: 'Create your account',
    subtitle: "Keep your home's repair history documented and protect its value.",
  },
  contractor: {
    title: 'Grow your business with HomeLedger',
    subtitle: 'Connect with homeowners and showcase your work with documented service records.',
  },
  realtor: {
    title: 'Enhance your real estate services',
    subtitle:
      'Provide your clients with verified maintenance histories for the homes they buy and sell.',
  },
};

/** The registration form's words (spec §2 Register, §8 "Registration"). */
export const REGISTER_PAGE_COPY = {
  metaTitle: 'Create your account',
  metaDescription: 'Create a HomeLedger account as a homeowner, contractor or realtor.',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
  name: 'Full Name',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  role: 'I am a:',
  business: 'Business Information',
  businessName: 'Business Name',
  businessPhone: 'Business Phone',
  businessPhonePlaceholder: '(555) 123-4567',
  businessWebsite: 'Business Website (Optional)',
  businessWebsitePlaceholder: 'https://example.com',
  registeringAs: (role: Role) => `You're registering as a ${role}`,
  submit: 'Create Account',
  submitting: 'Creating Account...',
  created: (name: string) => ({
    title: 'Account created!',
    description: `Welcome to HomeLedger, ${name}!`,
  }),
} as const;

/** `?type=` preselects the role; anything else means homeowner. */
export function roleFromQuery(type: string | null): Role {
  return isRole(type) ? type : 'homeowner';
}

export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'homeowner', label: 'Homeowner' },
  { value: 'contractor', label: 'Contractor' },
  { value: 'realtor', label: 'Realtor' },
];

/**
 * `?email=` fills the email field (the transfer invitation's link); only a value the
 * form itself would accept, else the field starts empty.
 */
export function emailFromQuery(email: string | null): string {
  const field = RegisterBaseSchema.entries.email;
  const parsed = v.safeParse(field, email ?? '');
  return parsed.success ? String(parsed.output) : '';
}
