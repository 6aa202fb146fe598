import * as v from 'valibot';
import { boundedTextField, looksLikeUrl } from '../security/safe-text';
import { BUSINESS_ROLES, DEFAULT_ROLE, ROLES, isBusinessRole, type Role } from '../roles';
import { keyMessages as keyMessagesOr } from '../kit/issues';

const keyMessages = (messages: Readonly<Record<string, string>>) =>
  keyMessagesOr(messages, ACCOUNT_MESSAGES.form);

/** Validation copy (product spec §5, word for word where the spec gives it). */
export const ACCOUNT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  nameIsUrl: 'Please enter your name, not a web address.',
  email: 'Please enter a valid email.',
  registerPassword: 'Password must be at least 8 characters.',
  loginPassword: 'Password is required.',
  role: 'Please choose an account type.',
  businessName: 'Business name must be at least 2 characters.',
  businessNameTooLong: 'Business name must be at most 100 characters.',
  phoneNumber: 'Please enter a valid phone number.',
  website: 'Please enter a valid URL.',
  form: 'Please fill in the registration form.',
} as const;

const M = ACCOUNT_MESSAGES;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const REGISTER_PASSWORD_MIN_LENGTH = 8;
export const BUSINESS_NAME_MIN_LENGTH = 2;
export const BUSINESS_NAME_MAX_LENGTH = 100;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 30;
export const WEBSITE_MAX_LENGTH = 2048;

// The WHATWG URL class exists in every runtime we target (browsers, Node); the domain
// package compiles without DOM/Node typings, so describe the little we use.
interface ParsedUrl {
  protocol: string;
  hostname: string;
}
declare const URL: new (input: string) => ParsedUrl;

/**
 * A business website: an absolute http(s) URL with a dotted host name.
 * (`javascript:` and other schemes are rejected: the value is rendered as a link.)
 */
export function isWebsiteUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

// ---- fields (text is trimmed; passwords never are) -----------------------------------------

const nameField = v.pipe(
  boundedTextField(NAME_MIN_LENGTH, NAME_MAX_LENGTH, M.name, M.nameTooLong),
  v.check((name) => !looksLikeUrl(name), M.nameIsUrl),
);

const emailField = v.pipe(
  v.string(M.email),
  v.trim(),
  v.email(M.email),
  v.maxLength(EMAIL_MAX_LENGTH, M.email),
);

const registerPasswordField = v.pipe(
  v.string(M.registerPassword),
  v.minLength(REGISTER_PASSWORD_MIN_LENGTH, M.registerPassword),
);

const loginPasswordField = v.pipe(v.string(M.loginPassword), v.minLength(1, M.loginPassword));

const roleField = v.picklist(ROLES, M.role);

const businessNameField = boundedTextField(
  BUSINESS_NAME_MIN_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  M.businessName,
  M.businessNameTooLong,
);

const phoneNumberField = boundedTextField(PHONE_MIN_LENGTH, PHONE_MAX_LENGTH, M.phoneNumber);

/** Optional; '' (or whitespace) is allowed and means "no website". */
const websiteField = v.optional(
  v.pipe(
    v.string(M.website),
    v.trim(),
    v.maxLength(WEBSITE_MAX_LENGTH, M.website),
    v.check((value) => value === '' || isWebsiteUrl(value), M.website),
  ),
);

// ---- registration ------------------------------------------------------------------------

/** Field order of the registration form: the server reports the first failing one. */
export const REGISTER_FIELDS = [
  'name',
  'email',
  'password',
  'role',
  'businessName',
  'phoneNumber',
  'website',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The fields every role fills in. */
export const RegisterBaseSchema = v.object(
  {
    name: nameField,
    email: emailField,
    password: registerPasswordField,
    role: roleField,
  },
  keyMessages({ name: M.name, email: M.email, password: M.registerPassword, role: M.role }),
);

/** The role-dependent part: nothing for homeowners, business details for contractors and realtors. */
export const BusinessDetailsSchema = v.variant(
  'role',
  [
    v.object({ role: v.literal('homeowner') }),
    v.object(
      {
        role: v.picklist(BUSINESS_ROLES),
        businessName: businessNameField,
        phoneNumber: phoneNumberField,
        website: websiteField,
      },
      keyMessages({ businessName: M.businessName, phoneNumber: M.phoneNumber }),
    ),
  ],
  M.role,
);

/**
 * The registration form / `registerAccount` payload.
 *
 * An intersection of the base fields and a `role` variant, so that every field is
 * checked in one pass (a bad name is reported even when the role is bad too) and
 * each issue carries its field's path (`name`, …, `businessName`, `phoneNumber`,
 * `website`): a react-hook-form valibot resolver shows each message at its field.
 * Homeowners' business fields, if sent, are ignored and dropped from the output.
 */
export const RegisterSchema = v.intersect([RegisterBaseSchema, BusinessDetailsSchema], M.form);

/** Validated, trimmed registration data (a union discriminated by `role`). */
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;

/** The flat shape of the registration form's values (all inputs are text). */
export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
  businessName: string;
  phoneNumber: string;
  website: string;
}

export function defaultRegisterFormValues(role: Role = DEFAULT_ROLE): RegisterFormValues {
  return {
    name: '',
    email: '',
    password: '',
    role,
    businessName: '',
    phoneNumber: '',
    website: '',
  };
}

/** What the client sends to `registerAccount` (spec §3 "Registration payload"). */
export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  role: Role;
  businessName?: string;
  phoneNumber?: string;
  website?: string;
}

/**
 * Builds the `registerAccount` payload from form values: business fields only for
 * contractors and realtors and only when both business name and phone are given;
 * website omitted when empty. Text is trimmed, the password never.
 */
export function buildRegistrationPayload(
  form: Pick<RegisterFormValues, 'name' | 'email' | 'password' | 'role'> &
    Partial<Pick<RegisterFormValues, 'businessName' | 'phoneNumber' | 'website'>>,
): RegisterPayload {
  const payload: RegisterPayload = {
    name: form.name.trim(),
    email: form.email.trim(),
    password: form.password,
    role: form.role,
  };
  if (!isBusinessRole(form.role)) return payload;
  const businessName = form.businessName?.trim() ?? '';
  const phoneNumber = form.phoneNumber?.trim() ?? '';
  if (!businessName || !phoneNumber) return payload;
  const website = form.website?.trim() ?? '';
  return { ...payload, businessName, phoneNumber, ...(website ? { website } : {}) };
}

// ---- login and password recovery ---------------------------------------------------------

export const LoginSchema = v.object(
  {
    email: emailField,
    password: loginPasswordField,
  },
  keyMessages({ email: M.email, password: M.loginPassword }),
);
export type LoginInput = v.InferOutput<typeof LoginSchema>;

export const ForgotPasswordSchema = v.object(
  {
    email: emailField,
  },
  keyMessages({ email: M.email }),
);
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordSchema>;
