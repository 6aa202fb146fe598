/** The households feature's UI copy (issue #31); validation messages come from the domain. */
import { MAX_DELEGATE_DAYS, ROLE_LABELS, type MemberRole } from '@homeledger/domain';

export const MEMBERS_COPY = {
  title: 'Household',
  description: 'Who keeps this home with you, and what each of them may do.',
  descriptionMember: 'Who keeps this home, and what each of them may do.',
  empty: 'Only you can see this home. Invite a co-owner, a viewer or a delegate.',
  loading: 'Loading the household',
  loadFailed: 'Failed to load the household. Please try again.',
  tryAgain: 'Try Again',
  you: '(you)',
  invite: 'Invite a member',
  pending: 'Invitation pending',
  pendingTitle: 'Invitations waiting for an answer',
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw this invitation?',
  withdrawText: (name: string) => `${name} will no longer be able to join this home with it.`,
  changeRole: 'Change role',
  remove: 'Remove',
  removeTitle: 'Remove this member?',
  removeText: (name: string) =>
    `${name} will no longer see this home, its repairs or its receipts. Records they added stay.`,
  leave: 'Leave this home',
  leaveTitle: 'Leave this home?',
  leaveText: (address: string) =>
    `You will no longer see ${address}, its repairs or its receipts. Only the owner can invite you again.`,
  until: (date: string) => `until ${date}`,
  mayReport: 'may make a report',
  noReport: 'no reports',
  since: (date: string) => `Member since ${date}`,
  invitedAs: (role: string) => `Invited as a ${role.toLowerCase()}`,
  actionsFor: (name: string) => `Actions for ${name}`,
  opensTitle: 'Delegate visits',
  opensHelp: 'Each time a delegate opens this home (once an hour is noted). Only you see this.',
  opensEmpty: 'No delegate has opened this home yet.',
  opened: (name: string) => `${name} opened this home`,
  reminders: 'Email me this home’s maintenance reminders',
  remindersHelp: 'In your reminder digest, with your other homes. Only you change this.',
} as const;

/** One line of help per role: what the role can do today (issue #31's table). */
export const ROLE_HELP: Record<MemberRole, string> = {
  'co-owner':
    'Sees the home and its repairs, adds or edits repairs, receipts and the maintenance plan, shares with realtors and buyers and makes reports.',
  viewer: 'Sees the home, its repairs, receipts and maintenance plan. Cannot change anything.',
  delegate: `Sees the home until a last day you choose (at most ${MAX_DELEGATE_DAYS} days), e.g. an insurer or an inspector.`,
};

export const ROLE_ITEMS = (['co-owner', 'viewer', 'delegate'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export const INVITE_COPY = {
  title: 'Invite a member',
  description:
    'They need a verified homeowner account with this email; otherwise we send them an invitation to sign up.',
  email: 'Email',
  emailPlaceholder: 'name@example.com',
  role: 'Role',
  until: 'Last day of access',
  untilHelp: (latest: string) => `Up to ${latest}. Access ends at the end of that day (UTC).`,
  report: 'May create a report',
  reportHelp: 'Lets them make a Home History Report of this home while the access lasts.',
  submit: 'Send invitation',
  sending: 'Sending…',
  cancel: 'Cancel',
  discardText: 'The invitation you started will be lost.',
} as const;

export const CHANGE_ROLE_COPY = {
  title: (name: string) => `Change ${name}’s role`,
  description: 'The new role applies at once, on every record of this home.',
  submit: 'Save role',
  saving: 'Saving…',
  lowerWarning: (name: string, role: string) =>
    `${name} will become a ${role.toLowerCase()} and will no longer be able to do everything they can do now. Save again to confirm.`,
  confirmLower: 'Yes, lower the role',
  discardText: 'The role change you started will be lost.',
} as const;

export const MEMBER_TOASTS = {
  remindersOn: 'You will get this home’s reminders',
  remindersOff: 'You will no longer get this home’s reminders',
  invited: 'Invitation sent',
  invitedText: (name: string) => `${name} can accept it from their dashboard.`,
  invitedByMail: (email: string) =>
    `We emailed ${email}. The invitation waits until they verify an account with that email.`,
  withdrawn: 'Invitation withdrawn',
  removed: 'Member removed',
  left: 'You left this home',
  roleChanged: 'Role changed',
  roleChangedText: (name: string, role: string) => `${name} is now a ${role.toLowerCase()}.`,
  failed: 'That didn’t work',
} as const;

export const INVITATIONS_COPY = {
  title: 'Household invitations',
  description: 'Homeowners who asked you to keep a home with them.',
  list: 'Invitations to you',
  offer: (from: string, role: string) => `${from} invites you to join as a ${role.toLowerCase()}.`,
  grant: (date: string, report: boolean) =>
    `Access until ${date}${report ? ', including making a report' : ''}.`,
  accept: 'Accept',
  decline: 'Decline',
  acceptTitle: 'Join this home?',
  acceptText: (address: string, role: string) =>
    `You will see ${address} as a ${role.toLowerCase()}. You can leave it at any time.`,
  declineTitle: 'Decline this invitation?',
  declineText: (address: string) => `You will not join ${address}. The owner can invite you again.`,
  loadFailed: 'Failed to load your household invitations. Please try again.',
  tryAgain: 'Try Again',
} as const;

export const INVITATION_TOASTS = {
  accepted: 'Invitation accepted',
  acceptedText: (address: string) => `${address} is now on your dashboard.`,
  declined: 'Invitation declined',
  failed: 'That didn’t work',
} as const;

/** Co-owners' consent to the owner's transfer or delete (issue #31). */
export const CONSENT_COPY = {
  title: 'Waiting for co-owners',
  titleAsked: 'Your agreement is needed',
  list: 'Requests waiting for your answer',
  askedTransfer: (owner: string, address: string, email: string) =>
    `${owner} wants to transfer ${address} to ${email}. It happens only if every co-owner agrees.`,
  askedDelete: (owner: string, address: string) =>
    `${owner} wants to delete ${address} and its whole history. It happens only if every co-owner agrees.`,
  agree: 'Agree',
  refuse: 'Refuse',
  youAgreed: 'You agreed. Waiting for the other co-owners.',
  waitingTransfer: (email: string) =>
    `Your transfer to ${email} starts when every co-owner agrees.`,
  waitingDelete: 'This home is deleted when every co-owner agrees.',
  agreed: 'Agreed',
  refused: 'Refused',
  noAnswer: 'No answer yet',
  cancel: 'Cancel request',
  refusedTransfer: (names: string) => `${names} refused the transfer. Nothing was sent.`,
  refusedDelete: (names: string) => `${names} refused to delete this home. Nothing was deleted.`,
  dismiss: 'Dismiss',
  answersTitle: 'Co-owners’ answers',
} as const;

export const CONSENT_TOASTS = {
  asked: 'Co-owners asked',
  askedText: 'Nothing happens until every co-owner agrees.',
  agreed: 'You agreed',
  done: 'Everyone agreed',
  refused: 'You refused',
  refusedText: 'Nothing was changed.',
  cancelled: 'Request cancelled',
  failed: 'That didn’t work',
} as const;
