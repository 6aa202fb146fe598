// @ts-check
// The scheduled functions a built functions bundle exports (firebase-functions v2 marks each
// with `__endpoint.scheduleTrigger`), and how to run one once. Scheduled functions never
// fire in the emulator; scripts/dev/run-job.mjs runs them by hand with this.

/**
 * @typedef {{ name: string, schedule: string, run: (event: object) => Promise<unknown> }} ScheduledJob
 */

/**
 * Every scheduled function among `exported`, by name.
 * @param {Record<string, unknown>} exported a functions bundle's exports
 * @returns {ScheduledJob[]}
 */
export function scheduledJobs(exported) {
  /** @type {ScheduledJob[]} */
  const jobs = [];
  for (const [name, value] of Object.entries(exported)) {
    if (typeof value !== 'function') continue;
    const endpoint = /** @type {{ __endpoint?: { scheduleTrigger?: { schedule?: unknown } } }} */ (
      /** @type {unknown} */ (value)
    ).__endpoint;
    const trigger = endpoint?.scheduleTrigger;
    const run = /** @type {{ run?: unknown }} */ (/** @type {unknown} */ (value)).run;
    if (!trigger || typeof run !== 'function') continue;
    jobs.push({
      name,
      schedule: typeof trigger.schedule === 'string' ? trigger.schedule : '',
      run: /** @type {ScheduledJob['run']} */ (run),
    });
  }
  return jobs.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The event Cloud Scheduler would deliver now (what a handler may read).
 * @param {string} name
 * @param {Date} [now]
 */
export function scheduledEvent(name, now = new Date()) {
  return { jobName: name, scheduleTime: now.toISOString() };
}
