/**
 * The outbox's sender, running while someone is signed in, with the repairs feature's
 * upload and addRepair as its ports (features never import each other). Loaded lazily by
 * signed-in-area.tsx, and the ports load Storage and Functions only when a draft is sent.
 */
import { useAuth } from '@/lib/auth/auth-context';
import type { OutboxPorts } from '@/features/outbox/outbox-sender';
import { useOutboxSender } from '@/features/outbox/use-outbox-sender';

const ports: OutboxPorts = {
  async upload(file, propertyId, signal) {
    const { uploadReceipt } = await import('@/features/repairs/api/receipts');
    const upload = uploadReceipt(file, propertyId, () => undefined);
    signal?.addEventListener('abort', upload.cancel, { once: true });
    return upload.promise;
  },
  async uploadPhoto(file, propertyId, signal) {
    const { uploadRepairPhoto } = await import('@/features/repairs/api/repair-photos');
    return uploadRepairPhoto(file, propertyId, signal);
  },
  async completeTask(taskId, repairId) {
    const { completeMaintenanceTask } = await import('@/features/repairs/api/repairs');
    return completeMaintenanceTask(taskId, repairId);
  },
  async addRepair(payload, requestId) {
    const { addRepair } = await import('@/features/repairs/api/repairs');
    return addRepair(payload, requestId);
  },
};

export default function OutboxSender() {
  const { user } = useAuth();
  useOutboxSender(user?.id, ports);
  return null;
}
