/**
 * The outbox's sender, running while someone is signed in, with the repairs feature's
 * upload and addRepair as its ports (features never import each other). Loaded lazily by
 * signed-in-area.tsx, and the ports load Storage and Functions only when a draft is sent.
 */
import { useAuth } from '@/lib/auth/auth-context';
import type { OutboxPorts } from '@/features/outbox/outbox-sender';
import { useOutboxSender } from '@/features/outbox/use-outbox-sender';

const ports: OutboxPorts = {
  async upload(file, propertyId) {
    const { uploadReceipt } = await import('@/features/repairs/api/receipts');
    return uploadReceipt(file, propertyId, () => undefined).promise;
  },
  async uploadPhoto(file, propertyId) {
    const { uploadRepairPhoto } = await import('@/features/repairs/api/repair-photos');
    return uploadRepairPhoto(file, propertyId);
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
