import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../kit/memory-store';
import { unsubscribe } from './reminder-settings';
import { answerUnsubscribe } from './unsubscribe-page';
import { unsubscribeToken } from './unsubscribe-token';

describe('the public unsubscribe endpoint', () => {
  const secret = 's3cret';
  const token = unsubscribeToken(secret, 'ann');

  it('GET asks (link scanners must not unsubscribe); POST turns reminders off', async () => {
    const store = new MemoryStore({
      'reminderSettings/ann': { emailEnabled: true, frequency: 'daily', timeZone: 'UTC' },
    });
    const off = vi.fn((uid: string) => unsubscribe(store, uid, new Date('2026-06-15T00:00:00Z')));
    const get = await answerUnsubscribe({ method: 'GET', token, secret, unsubscribe: off });
    expect(get.status).toBe(200);
    expect(get.html).toContain('<form method="post"');
    expect(get.html).toContain('noindex');
    expect(off).not.toHaveBeenCalled();
    const post = await answerUnsubscribe({ method: 'POST', token, secret, unsubscribe: off });
    expect(post.html).toContain('You are unsubscribed');
    expect(store.snapshot()['reminderSettings/ann']).toMatchObject({
      emailEnabled: false,
      frequency: 'daily',
    });
  });

  it('a bad token changes nothing; a missing settings document is created off', async () => {
    const store = new MemoryStore();
    const off = vi.fn((uid: string) => unsubscribe(store, uid, new Date()));
    const bad = await answerUnsubscribe({
      method: 'POST',
      token: `${token}x`,
      secret,
      unsubscribe: off,
    });
    expect(bad.status).toBe(404);
    expect(off).not.toHaveBeenCalled();
    await answerUnsubscribe({ method: 'POST', token, secret, unsubscribe: off });
    expect(store.snapshot()['reminderSettings/ann']).toMatchObject({ emailEnabled: false });
  });
});
