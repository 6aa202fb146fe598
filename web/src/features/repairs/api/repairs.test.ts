import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/firebase/functions', () => ({ callFunction: vi.fn() }));

const { addRepair } = await import('./repairs');
const { callFunction } = await import('@/lib/firebase/functions');

const payload = {
  propertyId: 'p1',
  serviceType: 'plumbing' as const,
  otherServiceType: '',
  date: '2026-03-05',
  cost: '12.50',
  contractorName: '',
  description: '',
  receipt: null,
};
const sentKey = (call: number) =>
  (vi.mocked(callFunction).mock.calls[call]?.[1] as { requestId?: string }).requestId;

describe('addRepair', () => {
  it('resubmitting the same values after a failure sends the same idempotency key', async () => {
    vi.mocked(callFunction)
      .mockRejectedValueOnce(new Error('deadline-exceeded'))
      .mockResolvedValueOnce({ id: 'r1', propertyId: 'p1' })
      .mockResolvedValueOnce({ id: 'r2', propertyId: 'p1' });
    await expect(addRepair(payload)).rejects.toThrow();
    await expect(addRepair({ ...payload })).resolves.toEqual({ id: 'r1', propertyId: 'p1' });
    expect(sentKey(0)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(sentKey(1)).toBe(sentKey(0));
    // After a success the same values are a new repair.
    await addRepair(payload);
    expect(sentKey(2)).not.toBe(sentKey(0));
  });
});
