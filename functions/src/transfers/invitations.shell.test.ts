/**
 * Transfer invitations end to end on the memory store: startTransfer to an email without
 * a verified homeowner account records the invitation before one mail goes out; Resend
 * is the sender's and rate-limited; the recipient's verified account claims it and it is
 * an offer like any other. The last block sends through nodemailer to an in-test SMTP
 * server (smtp-server), writes the .eml and parses it back (mailparser).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_MAX_MAILS,
  QUOTAS,
  QUOTA_MESSAGES,
  TRANSFER_MESSAGES as M,
  TRUST_MESSAGES,
} from '@homeledger/domain';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts, type AccountRecord } from '../kit/ports';
import { httpsFailure, OAK_LANE_ADDRESS, authOf, shellCalls } from '../kit/test-support';
import type { MailMessage, MailPort } from '../kit/mail/mail';
import { smtpConfigFrom, smtpMail } from '../kit/mail/smtp-mail';
import { claimTransferInvitationsSpec, resendTransferInvitationSpec } from './invitation-callables';
import {
  answerStopInvitations,
  optOutKey,
  planOptOut,
  verifyOptOutToken,
} from '../kit/mail/invitation-opt-out';
import { renderInvitationMail } from './invitation-mail';
import { TRANSFER_CALLABLES as transferSpecs } from './transfer-callables';

const T0 = new Date('2026-05-01T12:00:00Z');
const MINUTE = 60_000;
const OLIVE = authOf('olive');
const account = (uid: string, email: string, emailVerified: boolean, role = 'homeowner') =>
  ({ uid, email, role, name: uid, disabled: false, emailVerified }) as AccountRecord;

function world(options: { mail?: MailPort | null; accounts?: AccountRecord[] } = {}) {
  const store = new MemoryStore({
    'profiles/olive': { name: 'Olive Owner' },
    'profiles/una': { name: 'Una Newowner' },
    'properties/home': {
      ownerId: 'olive',
      ownerName: 'Olive Owner',
      ...OAK_LANE_ADDRESS,
      addressKey: '12 oak ln|62704',
      verificationStatus: 'verified',
      viewerIds: ['olive'],
    },
    'repairs/r1': {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      date: '2025-01-01',
    },
  });
  const sent: MailMessage[] = [];
  const info: string[] = [];
  const errors: string[] = [];
  let ids = 0;
  let clock = T0;
  const fakeMail: MailPort = { send: async (message) => void sent.push(message) };
  const ports = {
    store,
    accounts: memoryAccounts(
      options.accounts ?? [
        account('una', 'una@home.example', false), // registered, not verified yet
        account('nick', 'nick@home.example', true),
      ],
    ),
    newId: () => `tr${++ids}`,
    randomBytes: (size: number) => new Uint8Array(size).fill(ids),
    mail: options.mail === undefined ? fakeMail : options.mail,
    appUrl: 'https://homeledger.app',
    mailLinkKey: 'test-mail-link-key',
    log: {
      error: (message: string) => void errors.push(message),
      info: (message: string) => void info.push(message),
    },
  };
  const opts = { now: () => clock };
  const call = shellCalls(ports, ports.log, opts);
  return {
    store,
    ports,
    sent,
    info,
    errors,
    later: (ms: number) => (clock = new Date(clock.getTime() + ms)),
    start: call(transferSpecs.startTransfer),
    resend: call(resendTransferInvitationSpec),
    claim: call(claimTransferInvitationsSpec),
    accept: call(transferSpecs.acceptTransfer),
    decline: call(transferSpecs.declineTransfer),
    cancel: call(transferSpecs.cancelTransfer),
    doc: async (path: string) => (await store.get(path))?.data ?? null,
  };
}

const invite = (w: ReturnType<typeof world>, email = 'una@home.example') =>
  w.start(OLIVE, { propertyId: 'home', email });

describe('startTransfer to an email without a verified homeowner account', () => {
  it('records a pending invitation, then sends exactly one mail with the register link', async () => {
    const w = world();
    const result = await invite(w, ' Una@Home.Example ');
    expect(result).toEqual({ transferId: 'tr1', toName: 'una@home.example', invited: true });
    expect(await w.doc('transfers/tr1')).toMatchObject({
      fromUid: 'olive',
      toUid: '',
      toEmail: 'una@home.example',
      state: 'pending',
      invitation: { status: 'sent', mails: 1, requestedAt: T0, sentAt: T0, claimedAt: null },
    });
    expect((await w.doc('properties/home'))?.['pendingTransferId']).toBe('tr1');
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]).toMatchObject({ to: 'una@home.example' });
    expect(w.sent[0]?.text).toContain(
      'https://homeledger.app/register?type=homeowner&email=una%40home.example',
    );
    // A retried click is refused (one transfer at a time) and mails nothing.
    expect((await httpsFailure(invite(w))).message).toBe(M.alreadyPending);
    expect(w.sent).toHaveLength(1);
  });

  it('records "sending" before the mail goes out', async () => {
    let seen: unknown = null;
    const w = world({
      mail: {
        send: async () => {
          seen = (await w.doc('transfers/tr1'))?.['invitation'];
        },
      },
    });
    await invite(w);
    expect(seen).toMatchObject({ status: 'sending', mails: 1 });
    expect((await w.doc('transfers/tr1'))?.['invitation']).toMatchObject({ status: 'sent' });
  });

  it('without SMTP: no mail, one log line, the transfer still pending', async () => {
    const w = world({ mail: null });
    await expect(invite(w)).resolves.toMatchObject({ invited: true });
    expect(w.info).toEqual([expect.stringContaining('SMTP is not configured')]);
    expect(await w.doc('transfers/tr1')).toMatchObject({
      state: 'pending',
      invitation: { status: 'not-configured', sentAt: null },
    });
  });

  it('a refused send leaves the transfer pending and marked failed, for Resend', async () => {
    const failing = world({ mail: { send: () => Promise.reject(new Error('SMTP down')) } });
    await expect(invite(failing)).resolves.toMatchObject({ invited: true });
    expect(failing.errors).toEqual([expect.stringContaining('could not be sent')]);
    expect((await failing.doc('transfers/tr1'))?.['invitation']).toMatchObject({
      status: 'failed',
      mails: 1,
    });
  });

  it(`counts invitation mails in a daily quota of ${QUOTAS.invitationsPerDay}`, async () => {
    const w = world();
    for (let i = 1; i <= QUOTAS.invitationsPerDay; i += 1) {
      await invite(w, `stranger${i}@home.example`);
      await w.cancel(OLIVE, { transferId: `tr${i}` });
    }
    const refused = await httpsFailure(invite(w, 'one-more@home.example'));
    expect(refused.message).toBe(QUOTA_MESSAGES.invitations);
    expect(w.sent).toHaveLength(QUOTAS.invitationsPerDay);
    expect((await w.doc('properties/home'))?.['pendingTransferId']).toBeUndefined();
    // Every offer is mailed (#33), so one to a verified homeowner counts alike: a refusal
    // that differed would tell the sender the email holds an account.
    expect(
      (await httpsFailure(w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' })))
        .message,
    ).toBe(QUOTA_MESSAGES.invitations);
  });
});

describe('"Never invite me again" (#33)', () => {
  const stopLink = (message: MailMessage | undefined) =>
    /https:\/\/homeledger\.app\/stop-invitations\?token=[\w.%-]+/.exec(message?.text ?? '')?.[0];

  it('every invitation mail carries a signed stop link that works only for its address', async () => {
    const w = world();
    await invite(w);
    const link = stopLink(w.sent[0]);
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    expect(verifyOptOutToken('test-mail-link-key', token)).toBe(optOutKey('una@home.example'));
    expect(verifyOptOutToken('another-key', token)).toBeNull();
    expect(w.sent[0]?.html).toContain('Never invite me again');
  });

  it('no mail link key: the mail goes without a stop link', async () => {
    const w = world();
    w.ports.mailLinkKey = '';
    await invite(w);
    expect(w.sent).toHaveLength(1);
    expect(stopLink(w.sent[0])).toBeUndefined();
  });

  it('an address that opted out is never mailed again: start and resend are refused', async () => {
    const w = world();
    await invite(w);
    const token = new URL(stopLink(w.sent[0])!).searchParams.get('token');
    const optOut = async (key: string) => {
      await w.store.transact(async (tx) => ({
        writes: planOptOut(key, await tx.get(`invitationOptOuts/${key}`), T0),
        result: null,
      }));
    };
    // GET (a link scanner) opts nobody out; the button's POST does.
    await answerStopInvitations({ method: 'GET', token, secret: 'test-mail-link-key', optOut });
    expect(await w.doc(`invitationOptOuts/${optOutKey('una@home.example')}`)).toBeNull();
    const done = await answerStopInvitations({
      method: 'POST',
      token,
      secret: 'test-mail-link-key',
      optOut,
    });
    expect(done.status).toBe(200);
    // The address itself is not stored, only its hash and when.
    expect(await w.doc(`invitationOptOuts/${optOutKey('Una@Home.example')}`)).toEqual({ at: T0 });
    w.later(11 * MINUTE);
    const resend = await httpsFailure(w.resend(OLIVE, { transferId: 'tr1' }));
    expect(resend.message).toBe(M.optedOut);
    await w.cancel(OLIVE, { transferId: 'tr1' });
    const again = await httpsFailure(invite(w));
    expect(again.message).toBe(M.optedOut);
    expect(w.sent).toHaveLength(1);
    // Another address, one with a verified homeowner account, is offered (and mailed) as ever.
    const direct = await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    expect(direct).toMatchObject({ toName: 'nick@home.example', invited: true });
    expect(w.sent.map((m) => m.to)).toEqual(['una@home.example', 'nick@home.example']);
  });
});

describe('resendTransferInvitation', () => {
  it(`resends only to the sender, ${10} minutes apart, at most ${INVITATION_MAX_MAILS} mails`, async () => {
    const w = world();
    await invite(w);
    expect((await httpsFailure(w.resend(OLIVE, { transferId: 'tr1' }))).message).toBe(
      M.resendTooSoon,
    );
    const nick = authOf('nick');
    expect((await httpsFailure(w.resend(nick, { transferId: 'tr1' }))).message).toBe(
      M.transferNotFound,
    );
    for (let mail = 2; mail <= INVITATION_MAX_MAILS; mail += 1) {
      w.later(10 * MINUTE);
      await expect(w.resend(OLIVE, { transferId: 'tr1' })).resolves.toEqual({
        transferId: 'tr1',
        mail,
        status: 'sent',
      });
    }
    expect(w.sent).toHaveLength(INVITATION_MAX_MAILS);
    w.later(60 * MINUTE);
    expect((await httpsFailure(w.resend(OLIVE, { transferId: 'tr1' }))).message).toBe(
      M.resendLimit,
    );
    expect(w.sent).toHaveLength(INVITATION_MAX_MAILS);
  });

  it('resends an offer to a verified homeowner like any other (#33); refuses an answered one', async () => {
    const w = world();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    w.later(60 * MINUTE);
    await expect(w.resend(OLIVE, { transferId: 'tr1' })).resolves.toMatchObject({
      mail: 2,
      status: 'sent',
    });
    await w.cancel(OLIVE, { transferId: 'tr1' });
    expect((await httpsFailure(w.resend(OLIVE, { transferId: 'tr1' }))).message).toBe(M.notPending);
    expect(w.sent.map((m) => m.to)).toEqual(['nick@home.example', 'nick@home.example']);
  });
});

describe('claimTransferInvitations', () => {
  it('an unverified account cannot claim; once verified it can, and accepts like any offer', async () => {
    const w = world();
    await invite(w);
    const unverified = authOf('una', { email_verified: false });
    expect((await httpsFailure(w.claim(unverified, {}))).message).toBe(
      TRUST_MESSAGES.verifyEmailFirst,
    );
    // Before the claim the offer is nobody's: it cannot be accepted or declined.
    const una = authOf('una', { email: 'UNA@home.example' });
    expect((await httpsFailure(w.accept(una, { transferId: 'tr1' }))).code).toBe('not-found');
    w.later(MINUTE);
    const sentBefore = await w.doc('sentTransfers/tr1');
    await expect(w.claim(una, {})).resolves.toEqual({ claimed: ['tr1'] });
    expect(await w.doc('transfers/tr1')).toMatchObject({
      toUid: 'una',
      toName: 'Una Newowner',
      state: 'pending',
      invitation: { status: 'sent', claimedAt: new Date(T0.getTime() + MINUTE) },
    });
    // The sender's copy says nothing of the claim (#33).
    expect(await w.doc('sentTransfers/tr1')).toEqual(sentBefore);
    // Claiming again changes nothing; Resend works as before (a refusal would tell the sender).
    const writes = w.store.writeCount;
    await expect(w.claim(una, {})).resolves.toEqual({ claimed: [] });
    expect(w.store.writeCount).toBe(writes);
    w.later(60 * MINUTE);
    await expect(w.resend(OLIVE, { transferId: 'tr1' })).resolves.toMatchObject({ mail: 2 });
    await expect(w.accept(una, { transferId: 'tr1' })).resolves.toMatchObject({
      state: 'accepted',
      repairsMoved: 1,
    });
    expect(await w.doc('properties/home')).toMatchObject({ ownerId: 'una', viewerIds: ['una'] });
  });

  it('claims only what is addressed to the caller’s email, pending and unclaimed', async () => {
    const w = world();
    await invite(w);
    const nick = authOf('nick');
    await expect(w.claim(nick, {})).resolves.toEqual({ claimed: [] });
    const realtor = authOf('rita', { email: 'una@home.example', role: 'realtor' });
    expect((await httpsFailure(w.claim(realtor, {}))).code).toBe('permission-denied');
    await w.cancel(OLIVE, { transferId: 'tr1' });
    await expect(w.claim(authOf('una'), {})).resolves.toEqual({ claimed: [] });
    expect((await w.doc('transfers/tr1'))?.['toUid']).toBe('');
    expect((await httpsFailure(w.claim(authOf('una'), { x: 1 }))).code).toBe('invalid-argument');
  });

  it('the claimed recipient can decline', async () => {
    const w = world();
    await invite(w);
    const una = authOf('una');
    await w.claim(una, {});
    await expect(w.decline(una, { transferId: 'tr1' })).resolves.toMatchObject({
      state: 'declined',
    });
  });
});

describe('the invitation mail over SMTP, captured by an in-test server', () => {
  let server: SMTPServer;
  let port = 0;
  const raw: Buffer[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          raw.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('has text and HTML parts, the register link with the email, and escapes names', async () => {
    const w = world({ mail: smtpMail(smtpConfigFrom({ host: '127.0.0.1', port: String(port) })!) });
    await w.store.commit([
      { op: 'update', path: 'profiles/olive', data: { name: 'Olive <b>Owner</b>' } },
    ]);
    await invite(w, 'una+home@home.example');
    expect(raw).toHaveLength(1);
    const out = new URL('../../../.test-output/mail/', import.meta.url);
    mkdirSync(out, { recursive: true });
    writeFileSync(new URL('transfer-invitation.eml', out), raw[0]!);

    const mail = await simpleParser(raw[0]!);
    const register =
      'https://homeledger.app/register?type=homeowner&email=una%2Bhome%40home.example';
    // #33: nothing the sender typed goes into the subject; their name is quoted as theirs.
    expect(mail.subject).toBe('A home history is waiting for you on HomeLedger');
    expect(mail.text).toContain('A homeowner who signs as “Olive <b>Owner</b>” is handing over');
    expect(mail.text).toContain(
      'You got this email because a HomeLedger homeowner entered una+home@home.example as the new owner of 12 Oak Lane.',
    );
    expect(JSON.stringify(mail.to)).toContain('una+home@home.example');
    expect(mail.from?.value[0]).toMatchObject({
      name: 'HomeLedger',
      address: 'no-reply@homeledger.app',
    });
    expect(mail.text).toContain('12 Oak Lane, Springfield, IL 62704');
    expect(mail.text).toContain(`Create your account: ${register}`);
    expect(mail.text).toContain(
      'Already have a HomeLedger homeowner account with this email? Log in: https://homeledger.app/login',
    );
    expect(mail.html).toContain('href="https://homeledger.app/login"');
    expect(mail.html).toContain(`href="${register.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('Olive &lt;b&gt;Owner&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Owner</b>');
    expect((await w.doc('transfers/tr1'))?.['invitation']).toMatchObject({ status: 'sent' });
  });

  it('renders the same words without a server', () => {
    const message = renderInvitationMail({
      to: 'a@b.example',
      fromName: '',
      property: { address: '', city: '', state: '', zipCode: '' },
      appUrl: 'https://homeledger.app/',
      reference: 'x-1',
    });
    expect(message.subject).toBe('A home history is waiting for you on HomeLedger');
    expect(message.text).toContain('A homeowner is handing over the home history of a home');
    // A web address for a name is dropped, not mailed as a lure.
    for (const fromName of ['www.pay-here.example', 'https://x.example/claim', 'claim-now.com'])
      expect(
        renderInvitationMail({
          to: 'a@b.example',
          fromName,
          property: { address: '1 Elm St', city: '', state: '', zipCode: '' },
          appUrl: 'https://homeledger.app/',
          reference: 'x-2',
        }).text,
      ).not.toMatch(/pay-here|x\.example\/claim|claim-now/);
    expect(message.text).toContain(
      'https://homeledger.app/register?type=homeowner&email=a%40b.example',
    );
  });
});
