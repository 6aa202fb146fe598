/**
 * Who may change a repair (updateRepair, deleteRepair, and the Edit/Delete buttons): the home's
 * current owner, never the person who added it as such — after a sale the seller added every old
 * entry. Entries from before the sale are history and read-only for everyone, also while the
 * transfer is still moving them (the repair's `ownerId` not yet the home's owner). Without its
 * home (being removed), the repair's own owner may still delete it.
 */
export type RepairChangeRefusal = 'not-owner' | 'previous-owner';

export function repairChangeRefusal(
  repair: { ownerId: string; byPreviousOwner: boolean },
  /** The home's owner as read now; null when the home is gone. */
  propertyOwnerId: string | null,
  callerUid: string,
): RepairChangeRefusal | null {
  const ownerId = propertyOwnerId ?? repair.ownerId;
  if (ownerId === '' || ownerId !== callerUid) return 'not-owner';
  if (repair.byPreviousOwner || repair.ownerId !== ownerId) return 'previous-owner';
  return null;
}
