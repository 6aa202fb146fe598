/**
 * Binds one property's live tasks and warranties and the maintenance callables to the
 * MaintenanceTab screen and its dialogs. "Mark Done" opens Add Repair pre-filled
 * (service type, today, the task's name as description) with the task's id, and Add
 * Repair advances the task once the repair is saved.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  todayIsoDate,
  type MaintenanceTask,
  type TaskFormValues,
  type Warranty,
  type WarrantyDocumentInput,
} from '@homeledger/domain';
import { ConfirmDialog, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { callableFailure } from '@/lib/firebase/callable';
import {
  acceptMaintenanceTask,
  addMaintenanceTask,
  addSuggestedTasks,
  addWarranty,
  deleteMaintenanceTask,
  deleteWarranty,
  skipMaintenanceTask,
  snoozeMaintenanceTask,
  updateMaintenanceTask,
  updateWarranty,
} from './api/maintenance';
import { usePropertyTasks, usePropertyWarranties } from './api/use-maintenance';
import { uploadWarrantyDocument, openWarrantyDocument } from './api/warranty-documents';
import { MAINTENANCE_COPY as COPY, WARRANTY_COPY as WCOPY } from './maintenance-copy';
import { MaintenanceTab } from './maintenance-tab';
import { TaskFormDialog } from './task-form-dialog';
import { WarrantyFormDialog, type WarrantySubmission } from './warranty-form-dialog';
import { paths } from '@/lib/paths';

/** Add Repair's address for Mark Done: the task id and the pre-filled values in the query. */
export function markDonePath(task: MaintenanceTask): string {
  const query = new URLSearchParams({ maintenanceTask: task.id, description: task.name });
  if (task.serviceType) query.set('serviceType', task.serviceType);
  return `${paths.addRepair(task.propertyId)}?${query.toString()}`;
}

function failureToast(error: unknown) {
  const { message } = callableFailure(error);
  toast({ title: COPY.actionFailed, description: message, variant: 'destructive' });
}

/**
 * A task or warranty dialog's save: on success a toast and the dialog closes; a failure goes
 * to its field when the server named one, else to a toast (the dialog stays open).
 */
async function saveFromDialog(
  save: () => Promise<unknown>,
  done: string,
  close: () => void,
): Promise<SubmitOutcome> {
  try {
    await save();
    toast({ title: done });
    close();
    return { ok: true };
  } catch (error) {
    const failure = callableFailure(error);
    if (!failure.field) failureToast(error);
    return { ok: false, field: failure.field, message: failure.message };
  }
}

export function MaintenanceTabContainer({
  propertyId,
  readOnly = false,
}: {
  propertyId: string;
  /** A viewer's or delegate's view (the page decides from the role on the home). */
  readOnly?: boolean;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const tasks = usePropertyTasks(user?.id, propertyId);
  const warranties = usePropertyWarranties(user?.id, propertyId);
  const [today] = useState(() => todayIsoDate());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [addingSuggested, setAddingSuggested] = useState(false);
  const [taskDialog, setTaskDialog] = useState<{ task: MaintenanceTask | null } | null>(null);
  const [warrantyDialog, setWarrantyDialog] = useState<{ warranty: Warranty | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleteTask, setDeleteTask] = useState<MaintenanceTask | null>(null);
  const [deleteWarrantyTarget, setDeleteWarrantyTarget] = useState<Warranty | null>(null);

  const run = useCallback(async (id: string, action: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      failureToast(error);
    } finally {
      setBusyId(null);
    }
  }, []);

  const onAddSuggested = useCallback(async () => {
    setAddingSuggested(true);
    try {
      const { added } = await addSuggestedTasks(propertyId);
      toast({ title: added.length ? COPY.suggestionsAdded : COPY.suggestionsNone });
    } catch (error) {
      failureToast(error);
    } finally {
      setAddingSuggested(false);
    }
  }, [propertyId]);

  const onSubmitTask = useCallback(
    (values: TaskFormValues, task: MaintenanceTask | null): Promise<SubmitOutcome> =>
      saveFromDialog(
        () =>
          task
            ? updateMaintenanceTask(task.id, values, task.timeZone)
            : addMaintenanceTask(propertyId, values),
        task ? COPY.taskSaved : COPY.taskAdded,
        () => setTaskDialog(null),
      ),
    [propertyId],
  );

  const onSubmitWarranty = useCallback(
    (
      { values, file, removeDocument }: WarrantySubmission,
      warranty: Warranty | null,
    ): Promise<SubmitOutcome> =>
      saveFromDialog(
        async () => {
          let document: WarrantyDocumentInput | null | undefined = removeDocument
            ? null
            : undefined;
          if (file) {
            setUploading(true);
            try {
              document = await uploadWarrantyDocument(file, propertyId);
            } finally {
              setUploading(false);
            }
          }
          if (warranty) await updateWarranty(warranty.id, values, document);
          else await addWarranty(propertyId, values, document ?? null);
        },
        warranty ? WCOPY.saved : WCOPY.added,
        () => setWarrantyDialog(null),
      ),
    [propertyId],
  );

  const onViewDocument = useCallback((warranty: Warranty) => {
    if (!warranty.document) return;
    openWarrantyDocument(warranty.document.path).catch(failureToast);
  }, []);

  return (
    <>
      <MaintenanceTab
        readOnly={readOnly}
        today={today}
        tasks={tasks.state}
        warranties={warranties.state}
        onRetryTasks={tasks.retry}
        onRetryWarranties={warranties.retry}
        busyId={busyId}
        addingSuggested={addingSuggested}
        onAddTask={() => setTaskDialog({ task: null })}
        onAddSuggested={() => void onAddSuggested()}
        onEditTask={(task) => setTaskDialog({ task })}
        onAcceptTask={(task) =>
          void run(task.id, () => acceptMaintenanceTask(task.id), COPY.taskSaved)
        }
        onDeleteTask={(task) =>
          task.status === 'suggested'
            ? void run(task.id, () => deleteMaintenanceTask(task.id), COPY.taskDeleted)
            : setDeleteTask(task)
        }
        onMarkDone={(task) => void navigate(markDonePath(task))}
        onSkipTask={(task) =>
          void run(task.id, () => skipMaintenanceTask(task.id), COPY.taskSkipped)
        }
        onSnoozeTask={(task) =>
          void run(task.id, () => snoozeMaintenanceTask(task.id), COPY.taskSnoozed)
        }
        onAddWarranty={() => setWarrantyDialog({ warranty: null })}
        onEditWarranty={(warranty) => setWarrantyDialog({ warranty })}
        onDeleteWarranty={setDeleteWarrantyTarget}
        onViewDocument={onViewDocument}
      />
      {taskDialog ? (
        <TaskFormDialog
          open
          onClose={() => setTaskDialog(null)}
          task={taskDialog.task}
          today={today}
          onSubmit={onSubmitTask}
        />
      ) : null}
      {warrantyDialog ? (
        <WarrantyFormDialog
          open
          onClose={() => setWarrantyDialog(null)}
          warranty={warrantyDialog.warranty}
          today={today}
          onSubmit={onSubmitWarranty}
          uploading={uploading}
        />
      ) : null}
      <ConfirmDelete
        target={deleteTask}
        copy={COPY}
        busyId={busyId}
        onClose={() => setDeleteTask(null)}
        onDelete={(id) => run(id, () => deleteMaintenanceTask(id), COPY.taskDeleted)}
      />
      <ConfirmDelete
        target={deleteWarrantyTarget}
        copy={WCOPY}
        busyId={busyId}
        onClose={() => setDeleteWarrantyTarget(null)}
        onDelete={(id) => run(id, () => deleteWarranty(id), WCOPY.deleted)}
      />
    </>
  );
}

/** Delete of a task or a warranty, confirmed; the dialog stays open while the delete runs. */
function ConfirmDelete({
  target,
  copy,
  busyId,
  onClose,
  onDelete,
}: {
  target: { id: string } | null;
  copy: { deleteTitle: string; deleteText: string; delete: string; cancel: string };
  /** The task or warranty an action is running for. */
  busyId: string | null;
  onClose: () => void;
  onDelete: (id: string) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && busyId === null) onClose();
      }}
      title={copy.deleteTitle}
      description={copy.deleteText}
      confirmLabel={copy.delete}
      cancelLabel={copy.cancel}
      destructive
      busy={target !== null && busyId === target.id}
      onConfirm={() => {
        if (target) void onDelete(target.id).then(onClose);
      }}
    />
  );
}
