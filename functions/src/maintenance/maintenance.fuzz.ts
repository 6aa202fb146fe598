/**
 * The maintenance callables' fuzz entries (fuzz-registry.ts spreads them in): the fuzz
 * user owns a property with an active task, a suggestion, a repair, a warranty and an
 * uploaded document, so near-valid payloads reach every decision; a "write" is a stored
 * document or a deleted file.
 */
import {
  ADD_TASK_FIELDS,
  ADD_WARRANTY_FIELDS,
  UPDATE_TASK_FIELDS,
  UPDATE_WARRANTY_FIELDS,
} from '@homeledger/domain';
import { fuzzWorld, type FuzzEntry } from '../kit/fuzz';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import type { FilePorts } from '../kit/ports';
import { TASK_CALLABLES as taskSpecs } from './task-callables';
import { WARRANTY_CALLABLES as warrantySpecs } from './warranty-callables';
import { TASK_FORM, WARRANTY_FORM } from './maintenance.test-support';

const DOCUMENT = 'warranties/fuzzProperty/fuzzUpload/w.pdf';

type FuzzPorts = FilePorts & { store: MemoryStore; files: MemoryFiles; deletes: number };

function maintenancePorts(): FuzzPorts {
  const store = new MemoryStore({
    'properties/fuzzProperty': { ownerId: 'fuzz-user', viewerIds: ['fuzz-user'] },
    'repairs/fuzzRepair': { propertyId: 'fuzzProperty', addedBy: 'fuzz-user' },
    'maintenanceTasks/fuzzTask': {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      name: 'Filter',
      repeat: { kind: 'every', interval: 3, unit: 'months' },
      rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
      startDate: '2025-01-01',
      timeZone: 'UTC',
      status: 'active',
      nextDue: '2025-04-01',
    },
    'maintenanceTasks/fuzzSuggestion': {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      name: 'Gutters',
      repeat: { kind: 'months', months: [4, 10] },
      rrule: 'FREQ=MONTHLY;BYMONTH=4,10;BYMONTHDAY=1',
      startDate: '2025-04-01',
      timeZone: 'UTC',
      status: 'suggested',
      nextDue: null,
      suggestionKey: 'gutters',
    },
    'warranties/fuzzWarranty': {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      item: 'Heater',
      startDate: '2025-01-01',
      coverage: 'end',
      endDate: '2030-01-01',
      document: { path: DOCUMENT, name: 'w.pdf', contentType: 'application/pdf', size: 1 },
    },
  });
  const files = new MemoryFiles([{ path: DOCUMENT, contentType: 'application/pdf', size: 1 }]);
  const ports: FuzzPorts = {
    store,
    files,
    deletes: 0,
    newId: () => 'fuzzNew',
    log: { error: () => undefined },
  };
  const remove = files.delete.bind(files);
  files.delete = async (path: string) => {
    ports.deletes += 1;
    await remove(path);
  };
  return ports;
}
const writes = (p: FilePorts) => (p as FuzzPorts).store.writeCount + (p as FuzzPorts).deletes;

const taskForm = { ...TASK_FORM, startDate: '2026-01-01', timeZone: 'America/New_York' };

const warrantyForm = {
  ...WARRANTY_FORM,
  startDate: '2026-01-01',
  transferable: true,
  repairId: 'fuzzRepair',
};

const entry = fuzzWorld(maintenancePorts, writes);

export const maintenanceFuzzEntries: readonly FuzzEntry[] = [
  entry(taskSpecs.addMaintenanceTask, [...ADD_TASK_FIELDS], {
    propertyId: 'fuzzProperty',
    ...taskForm,
  }),
  entry(taskSpecs.updateMaintenanceTask, [...UPDATE_TASK_FIELDS], {
    taskId: 'fuzzTask',
    ...taskForm,
  }),
  entry(taskSpecs.acceptMaintenanceTask, ['taskId'], { taskId: 'fuzzSuggestion' }),
  entry(taskSpecs.deleteMaintenanceTask, ['taskId'], { taskId: 'fuzzTask' }),
  entry(taskSpecs.skipMaintenanceTask, ['taskId'], { taskId: 'fuzzTask' }),
  entry(taskSpecs.snoozeMaintenanceTask, ['taskId'], { taskId: 'fuzzTask' }),
  entry(taskSpecs.completeMaintenanceTask, ['taskId', 'repairId'], {
    taskId: 'fuzzTask',
    repairId: 'fuzzRepair',
  }),
  entry(taskSpecs.addSuggestedTasks, ['propertyId', 'timeZone'], {
    propertyId: 'fuzzProperty',
    timeZone: 'Europe/Berlin',
  }),
  entry(warrantySpecs.addWarranty, [...ADD_WARRANTY_FIELDS], {
    propertyId: 'fuzzProperty',
    ...warrantyForm,
  }),
  entry(warrantySpecs.updateWarranty, [...UPDATE_WARRANTY_FIELDS], {
    warrantyId: 'fuzzWarranty',
    ...warrantyForm,
  }),
  entry(warrantySpecs.deleteWarranty, ['warrantyId'], { warrantyId: 'fuzzWarranty' }),
];
