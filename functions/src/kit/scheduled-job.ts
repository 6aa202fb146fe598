/**
 * The housekeeping jobs' wiring: a schedule read on New York time (the app's users are in
 * the US, so "04:00" is their night), the job's options from FUNCTION_PLANS, and what its
 * first run loads (for `npm run bench:cold-start`).
 */
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { functionOptions, withWarmUp, type FunctionName } from './function-options';

export function scheduledJob(
  name: FunctionName,
  schedule: string,
  run: () => Promise<void>,
  warmUp: () => Promise<unknown>,
  options: Pick<ScheduleOptions, 'secrets'> = {},
) {
  return withWarmUp(
    onSchedule(
      { schedule, timeZone: 'America/New_York', ...options, ...functionOptions(name) },
      run,
    ),
    warmUp,
  );
}
