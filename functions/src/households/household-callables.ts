/**
 * The household callables (issue #31; decisions in household.plan.ts): invite, claim,
 * withdraw, accept, decline, remove, leave, change a role. Each membership change is one
 * transaction on the property (and the invitation); the copies on repairs, reports, tasks and
 * warranties follow (member-sync.ts).
 */
import {
  HOUSEHOLD_MESSAGES as M,
  INVITE_MEMBER_FIELDS,
  ChangeMemberRoleSchema,
  InviteMemberSchema,
  LeaveHomeSchema,
  MEMBER_INVITATIONS_COLLECTION,
  MemberInvitationIdSchema,
  PROFILES_COLLECTION,
  PROPERTIES_COLLECTION,
  RemoveMemberSchema,
  displayText,
  memberInvitationPath,
  normalizeEmail,
  type CallableResponse,
  type StoredMemberInvitation,
} from '@homeledger/domain';
import {
  Rejection,
  applyPlan,
  type Caller,
  type ContractSpec,
  type Logger,
  type Plan,
} from '../kit/callable';
import { claimByEmailSpec } from '../kit/claim-by-email';
import { sendInvitationMail } from '../kit/mail/send-invitation-mail';
import type { MailPort } from '../kit/mail/mail';
import { hasOptedOut, stopInvitationsLink } from '../kit/mail/invitation-opt-out';
import { type AccountLookup } from '../kit/ports';
import { checkQuota, consumeQuota, withQuota } from '../kit/quota';
import { readDocAs, type Store, type TxReader } from '../kit/store';
import { renderMemberInvitationMail } from './household-mail';
import {
  homeRefusal,
  planAccept,
  planChangeRole,
  planClaimMemberInvitations,
  planDecline,
  planInvite,
  planLeave,
  planRemove,
  planWithdraw,
  toHome,
  toInvitation,
} from './household.plan';
import { syncMember } from './member-sync';

export interface HouseholdPorts {
  store: Store;
  log?: Logger & { info?(message: string, context?: Record<string, unknown>): void };
}

export interface InviteMemberPorts extends HouseholdPorts {
  accounts: AccountLookup;
  newId: () => string;
  /** null: no SMTP credentials configured (nothing is sent; one line is logged). */
  mail: MailPort | null;
  appUrl: string;
  /** Signs the mail's "never invite me again" link; unset ⇒ the mail has no such link. */
  mailLinkKey?: string;
}

const MESSAGES = { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied };

const propertyPath = (id: string) => `${PROPERTIES_COLLECTION}/${id}`;

const readHome = (tx: Pick<TxReader, 'get'>, id: string) => readDocAs(tx, propertyPath(id), toHome);

const readInvitation = (tx: Pick<TxReader, 'get'>, id: string) =>
  readDocAs(tx, memberInvitationPath(id), toInvitation);

/** The home's invitations (one equality query; pending ones are picked in the decision). */
async function homeInvitations(tx: Pick<TxReader, 'query'>, propertyId: string) {
  const snaps = await tx.query({
    collection: MEMBER_INVITATIONS_COLLECTION,
    where: [{ field: 'propertyId', op: '==', value: propertyId }],
  });
  return snaps.map(toInvitation);
}

/** Records what became of the invitation mail; never throws (the invitation stands). */
async function deliverMemberInvitation(
  ports: InviteMemberPorts,
  invitationId: string,
  now: Date,
): Promise<void> {
  try {
    const invitation = await readInvitation(ports.store, invitationId);
    if (!invitation || invitation.role === null) return;
    const { role } = invitation;
    const status = await sendInvitationMail(ports, 'households', { invitationId }, () =>
      renderMemberInvitationMail({
        to: invitation.toEmail,
        fromName: invitation.fromName,
        property: invitation.property,
        role,
        appUrl: ports.appUrl,
        reference: invitationId,
        stopLink: stopInvitationsLink(ports.appUrl, ports.mailLinkKey ?? '', invitation.toEmail),
      }),
    );
    await ports.store.transact(async (tx) => {
      const fresh = await tx.get(memberInvitationPath(invitationId));
      return {
        writes: fresh
          ? [
              {
                op: 'update' as const,
                path: memberInvitationPath(invitationId),
                data: { mail: { status, at: now } },
              },
            ]
          : [],
        result: null,
      };
    });
  } catch (error) {
    ports.log?.error('households: recording the invitation mail failed', { invitationId, error });
  }
}

export const inviteMemberSpec: ContractSpec<'inviteMember', InviteMemberPorts> = {
  name: 'inviteMember',
  schema: InviteMemberSchema,
  fieldOrder: INVITE_MEMBER_FIELDS,
  access: ['homeowner'],
  messages: MESSAGES,
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    // Only the owner gets as far as an account lookup: nobody else can probe emails here.
    const refused = homeRefusal(
      await readHome(store, input.propertyId),
      caller,
      'manage-members',
      now,
    );
    if (refused) throw new Rejection(refused.code, refused.message, refused.details);

    // Every lookup answers "is there a homeowner with this email": counted, whatever it finds.
    await consumeQuota(store, caller.uid, 'lookups', now);
    const account = await ports.accounts.findByEmail(normalizeEmail(input.email));
    const profile = account ? await store.get(`${PROFILES_COLLECTION}/${account.uid}`) : null;
    const invitationId = ports.newId();

    const result = await store.transact(async (tx) => {
      const home = await readHome(tx, input.propertyId);
      const pending = home ? await homeInvitations(tx, home.id) : [];
      const plan = planInvite({
        home,
        caller,
        input,
        invitee: { account, profileName: displayText(profile?.data['name']) },
        pending,
        invitationId,
        now,
      });
      // The daily count is read only for an invitation the plan allows (a refusal uses nothing).
      const quota =
        plan.kind === 'apply' ? await checkQuota(tx, caller.uid, 'memberInvitations', now) : null;
      // A mail to someone who pressed "Never invite me again" in an earlier one is not sent.
      if (plan.kind === 'apply' && plan.result.mail && (await hasOptedOut(tx, input.email)))
        throw new Rejection('failed-precondition', M.optedOut);
      return applyPlan(withQuota(plan, quota));
    });
    if (result.mail) await deliverMemberInvitation(ports, result.invitationId, now);
    return { invitationId: result.invitationId, toName: result.toName, invited: result.invited };
  },
};

/** The most invitations one claim looks at (an email is invited by few homes at once). */
export const MEMBER_CLAIM_LIMIT = 50;

export const claimMemberInvitationsSpec = claimByEmailSpec('claimMemberInvitations', {
  messages: MESSAGES,
  collection: MEMBER_INVITATIONS_COLLECTION,
  limit: MEMBER_CLAIM_LIMIT,
  plan: ({ found, caller, name }) =>
    planClaimMemberInvitations({
      invitations: found.map((snap) => (snap ? toInvitation(snap) : null)),
      caller,
      name,
    }),
});

/** A callable that names one invitation and lets `plan` decide on it alone (withdraw, decline). */
function invitationActionSpec<N extends 'withdrawMemberInvitation' | 'declineMemberInvitation'>(
  name: N,
  plan: (args: {
    invitation: StoredMemberInvitation | null;
    caller: Caller;
    now: Date;
  }) => Plan<CallableResponse<N>>,
): ContractSpec<N, HouseholdPorts> {
  return {
    name,
    schema: MemberInvitationIdSchema,
    fieldOrder: ['invitationId'],
    access: ['homeowner'],
    messages: MESSAGES,
    async run({ input, caller, ports, now }) {
      return ports.store.transact(async (tx) =>
        applyPlan(plan({ invitation: await readInvitation(tx, input.invitationId), caller, now })),
      );
    },
  };
}

export const withdrawMemberInvitationSpec = invitationActionSpec(
  'withdrawMemberInvitation',
  planWithdraw,
);

export const declineMemberInvitationSpec = invitationActionSpec(
  'declineMemberInvitation',
  planDecline,
);

export const acceptMemberInvitationSpec: ContractSpec<'acceptMemberInvitation', HouseholdPorts> = {
  name: 'acceptMemberInvitation',
  schema: MemberInvitationIdSchema,
  fieldOrder: ['invitationId'],
  access: ['homeowner'],
  messages: MESSAGES,
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    // Step 1: invitation and property re-read and changed together.
    const result = await store.transact(async (tx) => {
      const invitation = await readInvitation(tx, input.invitationId);
      const [propertySnap = null, profile = null] = await tx.getAll([
        propertyPath(invitation?.propertyId || 'missing'),
        `${PROFILES_COLLECTION}/${caller.uid}`,
      ]);
      return applyPlan(
        planAccept({
          invitation,
          home: invitation?.propertyId && propertySnap ? toHome(propertySnap) : null,
          caller,
          name: displayText(profile?.data['name']),
          now,
        }),
      );
    });
    // Step 2: the copies (repairs, reports, tasks, warranties) take the new member.
    if (result.role !== null) await syncMember(store, result.propertyId, caller.uid, 'add');
    return result;
  },
};

export const removeMemberSpec: ContractSpec<'removeMember', HouseholdPorts> = {
  name: 'removeMember',
  schema: RemoveMemberSchema,
  fieldOrder: ['propertyId', 'uid'],
  access: ['homeowner'],
  messages: MESSAGES,
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    const result = await store.transact(async (tx) =>
      applyPlan(
        planRemove({ home: await readHome(tx, input.propertyId), caller, uid: input.uid, now }),
      ),
    );
    await syncMember(store, result.propertyId, result.uid, 'remove');
    return result;
  },
};

export const leaveHomeSpec: ContractSpec<'leaveHome', HouseholdPorts> = {
  name: 'leaveHome',
  schema: LeaveHomeSchema,
  fieldOrder: ['propertyId'],
  access: ['homeowner'],
  messages: MESSAGES,
  async run({ input, caller, ports }) {
    const { store } = ports;
    const result = await store.transact(async (tx) =>
      applyPlan(planLeave({ home: await readHome(tx, input.propertyId), caller })),
    );
    await syncMember(store, result.propertyId, caller.uid, 'remove');
    return result;
  },
};

export const changeMemberRoleSpec: ContractSpec<'changeMemberRole', HouseholdPorts> = {
  name: 'changeMemberRole',
  schema: ChangeMemberRoleSchema,
  fieldOrder: ['propertyId', 'uid', 'role', 'until', 'report'],
  access: ['homeowner'],
  messages: MESSAGES,
  async run({ input, caller, ports, now }) {
    // Reads follow viewerIds, which a role change does not touch: no copies to sync.
    return ports.store.transact(async (tx) =>
      applyPlan(
        planChangeRole({
          home: await readHome(tx, input.propertyId),
          caller,
          uid: input.uid,
          role: input.role,
          grant: input.grant,
          now,
        }),
      ),
    );
  },
};

/** The member callables by wire name: the wiring, the fuzz entries and the shell test take them from here. */
export const MEMBER_CALLABLES = {
  inviteMember: inviteMemberSpec,
  claimMemberInvitations: claimMemberInvitationsSpec,
  withdrawMemberInvitation: withdrawMemberInvitationSpec,
  acceptMemberInvitation: acceptMemberInvitationSpec,
  declineMemberInvitation: declineMemberInvitationSpec,
  removeMember: removeMemberSpec,
  leaveHome: leaveHomeSpec,
  changeMemberRole: changeMemberRoleSpec,
} as const;
