import { can, type HouseholdRole } from '../households/household';

/**
 * Who may change a repair (updateRepair, deleteRepair, and the Edit/Delete buttons): whoever
 * may `edit` the home now — its owner, or a co-owner (households, issue #31) — never the person
 * who added it as such — after a sale the seller added every old
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
  /**
   * The caller's role on the home now (`roleOnHome`), when the home was read; without it
   * only the owner may (a home being removed, or a screen that knows no household).
   */
  callerRole?: HouseholdRole | null,
): RepairChangeRefusal | null {
  const ownerId = propertyOwnerId ?? repair.ownerId;
  const role =
    callerRole !== undefined && propertyOwnerId !== null
      ? callerRole
      : ownerId !== '' && ownerId === callerUid
        ? 'owner'
        : null;
  if (ownerId === '' || !can(role, 'edit')) return 'not-owner';
  if (repair.byPreviousOwner || repair.ownerId !== ownerId) return 'previous-owner';
  return null;
}
