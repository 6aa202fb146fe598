import type { SessionUser } from './session-user';

export type ProfileFields = Pick<SessionUser, 'businessName' | 'phoneNumber' | 'website'>;

/** The business fields a profile document carries (non-empty strings only). */
export function profileFields(data: Record<string, unknown> | null): ProfileFields {
  const fields: ProfileFields = {};
  for (const key of ['businessName', 'phoneNumber', 'website'] as const) {
    const value = data?.[key];
    if (typeof value === 'string' && value.trim() !== '') fields[key] = value;
  }
  return fields;
}
