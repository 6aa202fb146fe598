import { describe, expect, it } from 'vitest';
import { maintenancePrefill } from './add-repair-page';

describe('Add Repair from a maintenance task (Mark Done)', () => {
  it('reads the task id and the values to pre-fill', () => {
    const search = new URLSearchParams(
      'maintenanceTask=o1&serviceType=plumbing&description=Flush%20water%20heater',
    );
    expect(maintenancePrefill(search)).toEqual({
      taskId: 'o1',
      defaults: { serviceType: 'plumbing', description: 'Flush water heater' },
    });
  });

  it('ignores a bad id and an unknown service type', () => {
    expect(maintenancePrefill(new URLSearchParams('maintenanceTask=../x'))).toEqual({
      taskId: null,
      defaults: undefined,
    });
    expect(
      maintenancePrefill(new URLSearchParams('maintenanceTask=t1&serviceType=spaceship')),
    ).toEqual({ taskId: 't1', defaults: {} });
  });
});
