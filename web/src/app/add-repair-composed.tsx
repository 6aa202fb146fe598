/**
 * Add Repair with the outbox feature's offline queue composed in (features never import
 * each other; app/ puts them together): a repair made without a connection is kept on
 * the device and sent later. signed-in-pages.ts loads this.
 */
import {
  AddRepairPage as AddRepairBase,
  type AddRepairPageProps,
} from '@/features/repairs/add-repair-page';
import { repairOutbox } from '@/features/outbox/repair-outbox';

const outbox = repairOutbox();

export function AddRepairPage(props: Omit<AddRepairPageProps, 'outbox'>) {
  return <AddRepairBase {...props} outbox={outbox} />;
}
