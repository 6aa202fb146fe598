import { describe, expect, it } from 'vitest';
import { deletePlan, homeowner, propertyDoc, repairDoc, updatePlan } from './repairs.test-support';

type Over = {
  caller?: ReturnType<typeof homeowner>;
  property?: ReturnType<typeof propertyDoc>;
  repair?: ReturnType<typeof repairDoc>;
};

// Edit and delete decide who may change a repair by one rule (repair-docs refusalToChange):
// each case runs against both plans, with each one's spec wording.
const plans = [
  {
    verb: 'edit',
    plan: (over: Over) => updatePlan(over),
    notAllowed: 'You do not have permission to edit this repair record.',
  },
  {
    verb: 'delete',
    plan: (over: Over) => deletePlan({ othersLatest: null, ...over }),
    notAllowed: 'You do not have permission to delete this repair record.',
  },
];

describe.each(plans)('who may $verb a repair', ({ plan, notAllowed }) => {
  const refusedAsNotAllowed = { kind: 'reject', code: 'permission-denied', message: notAllowed };
  const refusedAsKept = {
    kind: 'reject',
    code: 'failed-precondition',
    message: "This record is from the home's previous owner and cannot be changed.",
  };
  const sold = propertyDoc({ ownerId: 'bea' });

  it('only the home’s current owner', () => {
    expect(plan({ caller: homeowner('carl') })).toEqual(refusedAsNotAllowed);
    // Sold: the seller added the entry but no longer owns the home (#33, item 1).
    expect(plan({ property: sold })).toEqual(refusedAsNotAllowed);
    expect(
      plan({ property: sold, repair: repairDoc({ ownerId: 'bea', byPreviousOwner: true }) }),
    ).toEqual(refusedAsNotAllowed);
  });

  it('an entry kept from the previous owner stays as it is, for the new owner too', () => {
    const kept = repairDoc({ ownerId: 'bea', byPreviousOwner: true });
    expect(plan({ caller: homeowner('bea'), property: sold, repair: kept })).toEqual(refusedAsKept);
    // Still being moved by the transfer: not yet marked, but not the owner's either.
    const moving = repairDoc({ ownerId: 'olive' });
    expect(plan({ caller: homeowner('bea'), property: sold, repair: moving })).toEqual(
      refusedAsKept,
    );
    // The new owner's own entries are theirs, whoever added them.
    const own = repairDoc({ ownerId: 'bea', addedBy: 'olive' });
    expect(plan({ caller: homeowner('bea'), property: sold, repair: own }).kind).toBe('apply');
  });
});
