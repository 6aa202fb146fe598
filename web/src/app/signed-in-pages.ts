/**
 * The signed-in pages' code. routes.tsx reaches each page through this module, which
 * signed-in-area.tsx imports statically: Vite's list of each page's files to preload
 * then ships in the signed-in chunks instead of in the entry every first visit
 * downloads, and this module is already loaded (with the signed-in area) by the
 * time a signed-in page renders.
 */
export const signedInPages = {
  dashboard: () => import('./dashboard-composed'),
  addProperty: () => import('@/features/properties/add-property-page'),
  propertyDetail: () => import('./property-detail-composed'),
  addRepair: () => import('./add-repair-composed'),
  editRepair: () => import('@/features/repairs/edit-repair-page'),
  repairDetail: () => import('@/features/repairs/repair-detail-page'),
  realtorDashboard: () => import('@/features/realtor/realtor-dashboard-page'),
  realtorProperty: () => import('@/features/realtor/realtor-property-page'),
  contractorDashboard: () => import('./contractor-dashboard-composed'),
  reminderSettings: () => import('@/features/maintenance/reminder-settings-page'),
  shareTarget: () => import('@/features/share-target/share-target-page'),
};
