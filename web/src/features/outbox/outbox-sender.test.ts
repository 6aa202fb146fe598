import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptInput } from '@homeledger/domain';
import { OUTBOX_COPY } from './outbox-copy';
import {
  MAX_UNCLEAR_ATTEMPTS,
  retryQueued,
  sendQueued,
  sendVerdict,
  type OutboxPorts,
} from './outbox-sender';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import { draft } from './outbox.fixtures';

const UPLOADED: ReceiptInput = {
  path: 'receipts/property-1/u1/r.jpg',
  name: 'r.jpg',
  contentType: 'image/jpeg',
  size: 4,
};

/** A Functions-like error (the SDK's FunctionsError carries `code` and `message`). */
function callableError(code: string, message = code) {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

/** A server that keeps what addRepair made per requestId, as request-keys.ts does. */
function fakeServer() {
  const made = new Map<string, { id: string }>();
  const ports = {
    upload: vi.fn<OutboxPorts['upload']>(async () => UPLOADED),
    addRepair: vi.fn<OutboxPorts['addRepair']>(async (_payload, requestId) => {
      const earlier = made.get(requestId);
      if (earlier) return earlier;
      const result = { id: `repair-${made.size + 1}` };
      made.set(requestId, result);
      return result;
    }),
  };
  return { made, ports };
}

let store: OutboxStore;
let counter = 0;
beforeEach(() => {
  store = createOutboxStore(`sender-test-${++counter}`);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => store.close());

const receiptFile = () => new File(['jpeg'], 'r.jpg', { type: 'image/jpeg' });

describe('sendQueued', () => {
  it('uploads the receipt, adds the repair with the draft’s requestId, then forgets it', async () => {
    const { ports, made } = fakeServer();
    await store.add(draft({ id: 'req-aaaaaaaaaaaaaaaa', file: receiptFile() }));
    const report = await sendQueued({ uid: 'owner-1', store, ports });
    expect(report).toEqual({
      sent: ['req-aaaaaaaaaaaaaaaa'],
      tasksNotDone: 0,
      waiting: 0,
      failed: 0,
      conflicts: 0,
    });
    const [uploaded, propertyId] = ports.upload.mock.calls[0] ?? [];
    expect(propertyId).toBe('property-1');
    expect(await uploaded?.text()).toBe('jpeg');
    expect(ports.addRepair).toHaveBeenCalledWith(
      expect.objectContaining({ propertyId: 'property-1', receipt: UPLOADED, cost: '185.00' }),
      'req-aaaaaaaaaaaaaaaa',
    );
    expect(made.size).toBe(1);
    expect(await store.list('owner-1')).toEqual([]);
  });

  it('uploads the photos of the work once, and sends their paths with the repair', async () => {
    const { ports, made } = fakeServer();
    let n = 0;
    const uploadPhoto = vi.fn(
      async (_file: File, _propertyId: string) => `repairPhotos/property-1/u${++n}/p.jpg`,
    );
    const photos = ['before', 'during', 'after'].map(
      (name) => new File([name], `${name}.jpg`, { type: 'image/jpeg' }),
    );
    await store.add(draft({ id: 'req-photosphotos0001', photos }));
    // The first call's answer is lost: the retry must not upload the photos again.
    ports.addRepair.mockRejectedValueOnce(callableError('unavailable'));
    await sendQueued({ uid: 'owner-1', store, ports: { ...ports, uploadPhoto } });
    expect(uploadPhoto).toHaveBeenCalledTimes(3);
    expect(await uploadPhoto.mock.calls[2]?.[0]?.text()).toBe('after');
    const report = await sendQueued({ uid: 'owner-1', store, ports: { ...ports, uploadPhoto } });
    expect(report.sent).toEqual(['req-photosphotos0001']);
    expect(uploadPhoto).toHaveBeenCalledTimes(3);
    expect(ports.addRepair).toHaveBeenLastCalledWith(
      expect.objectContaining({
        photos: [
          'repairPhotos/property-1/u1/p.jpg',
          'repairPhotos/property-1/u2/p.jpg',
          'repairPhotos/property-1/u3/p.jpg',
        ],
      }),
      'req-photosphotos0001',
    );
    expect(made.size).toBe(1);
  });

  it('a send whose answer was lost is retried with the same requestId: one repair, one upload', async () => {
    const { ports, made } = fakeServer();
    // The call lands on the server, but the answer never comes back (the connection drops).
    ports.addRepair.mockImplementationOnce(async (payload, requestId) => {
      made.set(requestId, { id: 'repair-1' });
      void payload;
      throw callableError('internal');
    });
    await store.add(draft({ id: 'req-bbbbbbbbbbbbbbbb', file: receiptFile() }));
    const online = true;
    const second = await sendQueued({ uid: 'owner-1', store, ports, online: () => online });
    expect(second.waiting).toBe(1);
    expect(await store.get('owner-1', 'req-bbbbbbbbbbbbbbbb')).toMatchObject({
      state: 'waiting',
      receipt: UPLOADED,
      attempts: 1,
    });
    const third = await sendQueued({ uid: 'owner-1', store, ports, online: () => online });
    expect(third.sent).toEqual(['req-bbbbbbbbbbbbbbbb']);
    expect(ports.addRepair.mock.calls.map(([, requestId]) => requestId)).toEqual([
      'req-bbbbbbbbbbbbbbbb',
      'req-bbbbbbbbbbbbbbbb',
    ]);
    expect(ports.upload).toHaveBeenCalledTimes(1);
    expect(made.size).toBe(1);
  });

  it('going offline mid-send leaves the draft waiting and stops', async () => {
    const { ports } = fakeServer();
    let online = true;
    ports.upload.mockImplementationOnce(async () => {
      online = false;
      throw Object.assign(new Error('offline'), { code: 'storage/unknown' });
    });
    await store.add(draft({ id: 'req-cccccccccccccccc', file: receiptFile() }), 1);
    await store.add(draft({ id: 'req-dddddddddddddddd' }), 2);
    const report = await sendQueued({ uid: 'owner-1', store, ports, online: () => online });
    expect(report).toEqual({ sent: [], tasksNotDone: 0, waiting: 2, failed: 0, conflicts: 0 });
    expect(ports.addRepair).not.toHaveBeenCalled();
    expect((await store.list('owner-1')).map((item) => item.state)).toEqual(['waiting', 'waiting']);
  });

  it('a home deleted or transferred meanwhile ends as a conflict with the reason, draft kept', async () => {
    const { ports } = fakeServer();
    ports.addRepair.mockRejectedValueOnce(
      callableError(
        'not-found',
        'Property not found or you do not have permission to add repairs to it.',
      ),
    );
    await store.add(draft({ id: 'req-eeeeeeeeeeeeeeee' }), 1);
    await store.add(draft({ id: 'req-ffffffffffffffff' }), 2);
    const report = await sendQueued({ uid: 'owner-1', store, ports });
    expect(report).toMatchObject({ sent: ['req-ffffffffffffffff'], conflicts: 1 });
    expect(await store.get('owner-1', 'req-eeeeeeeeeeeeeeee')).toMatchObject({
      state: 'conflict',
      reason: 'Property not found or you do not have permission to add repairs to it.',
    });
    // A conflict is never sent again by itself.
    await sendQueued({ uid: 'owner-1', store, ports });
    expect(ports.addRepair).toHaveBeenCalledTimes(2);
  });

  it('a refusal ends as failed with the server’s words; Try Again sends it again', async () => {
    const { ports } = fakeServer();
    ports.addRepair.mockRejectedValueOnce(
      callableError('invalid-argument', 'Please enter a valid cost amount'),
    );
    await store.add(draft({ id: 'req-gggggggggggggggg' }));
    expect((await sendQueued({ uid: 'owner-1', store, ports })).failed).toBe(1);
    expect(await store.get('owner-1', 'req-gggggggggggggggg')).toMatchObject({
      state: 'failed',
      reason: 'Please enter a valid cost amount',
    });
    await sendQueued({ uid: 'owner-1', store, ports });
    expect(ports.addRepair).toHaveBeenCalledTimes(1);
    await retryQueued(store, 'owner-1', 'req-gggggggggggggggg');
    expect((await sendQueued({ uid: 'owner-1', store, ports })).sent).toEqual([
      'req-gggggggggggggggg',
    ]);
  });

  it('an unclear failure is retried by itself a few times, then shown as failed', async () => {
    const { ports } = fakeServer();
    ports.addRepair.mockRejectedValue(callableError('internal'));
    await store.add(draft({ id: 'req-hhhhhhhhhhhhhhhh' }));
    for (let round = 0; round < MAX_UNCLEAR_ATTEMPTS; round++)
      await sendQueued({ uid: 'owner-1', store, ports });
    expect(await store.get('owner-1', 'req-hhhhhhhhhhhhhhhh')).toMatchObject({
      state: 'failed',
      reason: OUTBOX_COPY.unknownFailure,
      attempts: MAX_UNCLEAR_ATTEMPTS,
    });
  });

  it('sends only the signed-in account’s drafts', async () => {
    const { ports } = fakeServer();
    await store.add(draft({ id: 'req-mine-aaaaaaaaaaaa', uid: 'owner-1' }));
    await store.add(draft({ id: 'req-theirs-aaaaaaaaaa', uid: 'owner-2' }));
    const report = await sendQueued({ uid: 'owner-2', store, ports });
    expect(report.sent).toEqual(['req-theirs-aaaaaaaaaa']);
    expect(await store.get('owner-1', 'req-mine-aaaaaaaaaaaa')).toMatchObject({ state: 'waiting' });
  });

  it('really offline: nothing is uploaded (no upload left asleep in the SDK’s backoff)', async () => {
    const { ports } = fakeServer();
    await store.add(draft({ id: 'req-offlineoffline01', file: receiptFile() }));
    const report = await sendQueued({ uid: 'owner-1', store, ports, offline: async () => true });
    expect(report).toEqual({ sent: [], tasksNotDone: 0, waiting: 1, failed: 0, conflicts: 0 });
    expect(ports.upload).not.toHaveBeenCalled();
    expect(await store.get('owner-1', 'req-offlineoffline01')).toMatchObject({ state: 'waiting' });
  });

  it('a bug is not taken for "offline" when the browser says offline but the network answers', async () => {
    const { ports } = fakeServer();
    ports.upload.mockRejectedValue(new ReferenceError('uploadBytes is not defined'));
    await store.add(draft({ id: 'req-bugnotoffline001', file: receiptFile() }));
    const send = () =>
      sendQueued({ uid: 'owner-1', store, ports, online: () => false, offline: async () => false });
    for (let n = 0; n < MAX_UNCLEAR_ATTEMPTS; n++) await send();
    expect(await store.get('owner-1', 'req-bugnotoffline001')).toMatchObject({
      state: 'failed',
      attempts: MAX_UNCLEAR_ATTEMPTS,
    });
  });

  it('a send cancelled because the network came back leaves the draft waiting, not failed', async () => {
    const { ports } = fakeServer();
    const controller = new AbortController();
    // An upload asleep in a retry backoff: it ends only when cancelled (as the SDK's does).
    ports.upload.mockImplementationOnce(
      (_file, _propertyId, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () =>
            reject(Object.assign(new Error('cancelled'), { code: 'storage/canceled' })),
          ),
        ),
    );
    await store.add(draft({ id: 'req-cancelcancel0001', file: receiptFile() }));
    await store.add(draft({ id: 'req-cancelcancel0002', file: receiptFile() }));
    const sending = sendQueued({ uid: 'owner-1', store, ports, signal: controller.signal });
    await vi.waitFor(() => expect(ports.upload).toHaveBeenCalledTimes(1));
    controller.abort();
    expect(await sending).toEqual({
      sent: [],
      tasksNotDone: 0,
      waiting: 2,
      failed: 0,
      conflicts: 0,
    });
    const states = (await store.list('owner-1')).map(({ state, attempts }) => ({
      state,
      attempts,
    }));
    expect(states).toEqual([
      { state: 'waiting', attempts: 0 },
      { state: 'waiting', attempts: 0 },
    ]);
    // The next send goes through.
    expect((await sendQueued({ uid: 'owner-1', store, ports })).sent).toHaveLength(2);
  });

  describe('a repair made by Mark Done offline', () => {
    it('marks its maintenance task done with the repair once added', async () => {
      const { ports } = fakeServer();
      const completeTask = vi.fn(async (_taskId: string, _repairId: string) => ({}));
      await store.add(draft({ id: 'req-markdonemarkdon1', maintenanceTaskId: 'task-gutters' }));
      const report = await sendQueued({ uid: 'owner-1', store, ports: { ...ports, completeTask } });
      expect(report).toMatchObject({ sent: ['req-markdonemarkdon1'], tasksNotDone: 0 });
      expect(completeTask).toHaveBeenCalledExactlyOnceWith('task-gutters', 'repair-1');
      expect(await store.list('owner-1')).toEqual([]);
    });

    it('offline before the task is marked: stays waiting; the next send marks it, one repair', async () => {
      const { ports, made } = fakeServer();
      const completeTask = vi
        .fn(async (_taskId: string, _repairId: string): Promise<unknown> => ({}))
        .mockRejectedValueOnce(callableError('unavailable'));
      await store.add(draft({ id: 'req-markdonemarkdon2', maintenanceTaskId: 'task-gutters' }));
      const first = await sendQueued({ uid: 'owner-1', store, ports: { ...ports, completeTask } });
      expect(first).toMatchObject({ sent: [], waiting: 1 });
      const second = await sendQueued({ uid: 'owner-1', store, ports: { ...ports, completeTask } });
      expect(second).toMatchObject({ sent: ['req-markdonemarkdon2'], tasksNotDone: 0 });
      expect(completeTask.mock.calls).toEqual([
        ['task-gutters', 'repair-1'],
        ['task-gutters', 'repair-1'],
      ]);
      expect(made.size).toBe(1);
    });

    it('a task deleted or done meanwhile: the repair stays added and the refusal is reported', async () => {
      const { ports, made } = fakeServer();
      const completeTask = vi.fn(async (): Promise<unknown> => {
        throw callableError('failed-precondition', 'This task is not due.');
      });
      await store.add(draft({ id: 'req-markdonemarkdon3', maintenanceTaskId: 'task-gone' }));
      const report = await sendQueued({ uid: 'owner-1', store, ports: { ...ports, completeTask } });
      expect(report).toMatchObject({ sent: ['req-markdonemarkdon3'], tasksNotDone: 1 });
      expect(made.size).toBe(1);
      expect(await store.list('owner-1')).toEqual([]);
    });
  });

  it('a draft left "sending" by a closed tab is sent again', async () => {
    const { ports } = fakeServer();
    await store.add(draft({ id: 'req-iiiiiiiiiiiiiiii' }));
    await store.update('owner-1', 'req-iiiiiiiiiiiiiiii', { state: 'sending' });
    expect((await sendQueued({ uid: 'owner-1', store, ports })).sent).toEqual([
      'req-iiiiiiiiiiiiiiii',
    ]);
  });
});

describe('sendVerdict', () => {
  it.each([
    ['functions/unavailable', true, 'offline'],
    ['functions/deadline-exceeded', true, 'offline'],
    ['functions/internal', false, 'offline'],
    ['functions/unauthenticated', true, 'signed-out'],
    ['functions/permission-denied', true, 'conflict'],
    ['functions/failed-precondition', true, 'conflict'],
    ['storage/unauthorized', true, 'conflict'],
    ['storage/retry-limit-exceeded', true, 'offline'],
    ['functions/internal', true, 'unclear'],
    ['functions/resource-exhausted', true, 'failed'],
  ])('%s (online: %s) is %s', (code, online, kind) => {
    expect(sendVerdict(Object.assign(new Error('x'), { code }), online).kind).toBe(kind);
  });
});
