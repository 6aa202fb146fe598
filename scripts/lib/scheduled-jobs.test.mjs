// @ts-check
import { describe, expect, it } from 'vitest';
import { scheduledEvent, scheduledJobs } from './scheduled-jobs.mjs';

/** @param {object} endpoint @param {(event: object) => Promise<unknown>} [run] */
function fn(endpoint, run) {
  const f = () => undefined;
  return Object.assign(f, { __endpoint: endpoint }, run ? { run } : {});
}

describe('scheduledJobs', () => {
  it('finds the scheduled functions among a bundle’s exports, by name', async () => {
    const ran = /** @type {object[]} */ ([]);
    const jobs = scheduledJobs({
      sendReminderDigests: fn({ scheduleTrigger: { schedule: 'every day 12:00' } }, async (e) =>
        ran.push(e),
      ),
      addProperty: fn({ callableTrigger: {} }, async () => undefined),
      cleanupOldExports: fn({ scheduleTrigger: { schedule: 'every day 04:00' } }, async () => 1),
      CONSTANT: 3,
    });
    expect(jobs.map((job) => [job.name, job.schedule])).toEqual([
      ['cleanupOldExports', 'every day 04:00'],
      ['sendReminderDigests', 'every day 12:00'],
    ]);
    const event = scheduledEvent('sendReminderDigests', new Date('2026-11-26T12:00:00Z'));
    await jobs[1]?.run(event);
    expect(ran).toEqual([
      { jobName: 'sendReminderDigests', scheduleTime: '2026-11-26T12:00:00.000Z' },
    ]);
  });

  it('skips a scheduled endpoint it cannot run', () => {
    expect(scheduledJobs({ odd: fn({ scheduleTrigger: {} }) })).toEqual([]);
  });
});
