/**
 * Who gets a home's maintenance reminders (issue #31: "reminders go to the members who
 * choose them"). The choice is per member and per home, on the property: `reminders`
 * (uid → boolean), written only by the `setHomeReminders` callable. The owner is on unless
 * they turned it off; a co-owner is off unless they turned it on; viewers and delegates never
 * get them (their role does not keep the plan). The digest job sends each recipient one
 * digest with every home's due items (functions/src/reminders/run-digests.ts).
 */
import * as v from 'valibot';
import { record } from '../kit/fields';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { HOUSEHOLD_MESSAGES, type StoredMember } from './household';

/** The property's stored choices, uid → on/off (anything else reads as no choice). */
export function readHomeReminders(value: unknown): Record<string, boolean> {
  const map = record(value);
  if (!map || Array.isArray(map)) return {};
  const choices: Record<string, boolean> = {};
  for (const [uid, on] of Object.entries(map)) if (typeof on === 'boolean') choices[uid] = on;
  return choices;
}

/** Whether `uid` gets the home's reminders: the owner by default, a co-owner by choice. */
export function getsHomeReminders(
  home: {
    ownerId: string;
    members: readonly Pick<StoredMember, 'uid' | 'role'>[];
    reminders: Readonly<Record<string, boolean>>;
  },
  uid: string,
): boolean {
  if (uid === '') return false;
  if (uid === home.ownerId) return home.reminders[uid] !== false;
  const member = home.members.find((m) => m.uid === uid);
  return member?.role === 'co-owner' && home.reminders[uid] === true;
}

/** Everyone who gets the home's reminders, the owner first. */
export function homeReminderRecipients(home: {
  ownerId: string;
  members: readonly Pick<StoredMember, 'uid' | 'role'>[];
  reminders: Readonly<Record<string, boolean>>;
}): string[] {
  return [home.ownerId, ...home.members.map((m) => m.uid)].filter((uid) =>
    getsHomeReminders(home, uid),
  );
}

/** setHomeReminders: the caller's own choice for one home. */
export const SetHomeRemindersSchema = v.object(
  {
    propertyId: documentIdField(HOUSEHOLD_MESSAGES.propertyNotFound),
    on: v.boolean(HOUSEHOLD_MESSAGES.form),
  },
  keyMessages(
    { propertyId: HOUSEHOLD_MESSAGES.propertyNotFound, on: HOUSEHOLD_MESSAGES.form },
    HOUSEHOLD_MESSAGES.form,
  ),
);
export type SetHomeRemindersInput = v.InferOutput<typeof SetHomeRemindersSchema>;
export interface SetHomeRemindersResult {
  propertyId: string;
  on: boolean;
}
