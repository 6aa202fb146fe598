/**
 * Every Firestore read of the maintenance plan, warranties and reminder settings
 * (docs/architecture.md §8). A home's tasks and warranties are read by its household (each
 * carries a `memberIds` copy); the dashboard's lists are the owner's own (`ownerId == <uid>`). Checked against firestore.rules by
 * src/test/rules-contract.test.ts. Lists are short (≤ 100 per property) and sorted on
 * the client, so no composite index is needed.
 */
import {
  MAINTENANCE_TASKS_COLLECTION,
  REMINDER_SETTINGS_COLLECTION,
  WARRANTIES_COLLECTION,
} from '@homeledger/domain';
import {
  CURRENT_UID,
  householdHomeQuery,
  type CollectionQuerySpec,
  type DocumentReadSpec,
} from '@/lib/data/query-spec';

/** One property's tasks (suggested, active and done): the Maintenance tab, for its household. */
export const propertyTasksQuery: CollectionQuerySpec = householdHomeQuery(
  'property maintenance tasks',
  MAINTENANCE_TASKS_COLLECTION,
);

/** Every active task of the owner: the dashboard's Due soon / Overdue panel and card counts. */
export const ownerActiveTasksQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'owner active maintenance tasks',
  collection: MAINTENANCE_TASKS_COLLECTION,
  where: [
    { field: 'ownerId', op: '==', value: CURRENT_UID },
    { field: 'status', op: '==', value: 'active' },
  ],
};

/** One property's warranties. */
export const propertyWarrantiesQuery: CollectionQuerySpec = householdHomeQuery(
  'property warranties',
  WARRANTIES_COLLECTION,
);

/** Every warranty of the owner: expiring and expired ones on the dashboard. */
export const ownerWarrantiesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'owner warranties',
  collection: WARRANTIES_COLLECTION,
  where: [{ field: 'ownerId', op: '==', value: CURRENT_UID }],
};

/** The signed-in user's reminder settings (missing ⇒ the defaults). */
export const reminderSettingsDocument: DocumentReadSpec = {
  kind: 'document',
  name: 'reminder settings',
  path: `${REMINDER_SETTINGS_COLLECTION}/{uid}`,
};
