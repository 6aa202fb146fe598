import { describe, expect, it } from 'vitest';
import { REPAIR_MESSAGES } from '@homeledger/domain';
import {
  REPAIR_TOASTS,
  describeAddRepairFailure,
  describeUpdateRepairFailure,
  receiptUploadFailedToast,
} from './repair-copy';

/** A FunctionsError as the SDK rejects with it. */
const fnError = (code: string, message: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(`${message} [400]`), { code: `functions/${code}`, details });

describe('describeAddRepairFailure (spec §8 "Add repair")', () => {
  it('signed out: Authentication Error', () => {
    expect(describeAddRepairFailure(fnError('unauthenticated', 'x')).toast).toEqual(
      REPAIR_TOASTS.signedOut,
    );
    expect(REPAIR_TOASTS.signedOut).toMatchObject({
      title: 'Authentication Error',
      description: 'You must be logged in to add a repair',
    });
  });

  it('property missing, someone else’s or disputed: Property Not Found, and leave', () => {
    const failure = describeAddRepairFailure(
      fnError('not-found', REPAIR_MESSAGES.propertyNotFound, { title: 'Property Not Found' }),
    );
    expect(failure.toast).toMatchObject({
      title: 'Property Not Found',
      description: "The property you're trying to add a repair for could not be found.",
    });
    expect(failure.leave).toBe(true);
  });

  it('a refusal with a message: "Repair creation failed: {message}" and the field', () => {
    const failure = describeAddRepairFailure(
      fnError('invalid-argument', REPAIR_MESSAGES.dateInFuture, { field: 'date' }),
    );
    expect(failure.toast).toEqual({
      title: 'Error',
      description: `Repair creation failed: ${REPAIR_MESSAGES.dateInFuture}`,
      variant: 'destructive',
    });
    expect(failure).toMatchObject({ field: 'date', message: REPAIR_MESSAGES.dateInFuture });
    expect(failure.leave).toBe(false);
  });

  it('a refused receipt: its own "Receipt upload failed: …" text, and upload again next time', () => {
    const failure = describeAddRepairFailure(
      fnError('invalid-argument', REPAIR_MESSAGES.receiptExpired, { field: 'receipt' }),
    );
    expect(failure.toast.description).toBe(REPAIR_MESSAGES.receiptExpired);
    expect(failure).toMatchObject({ field: 'receipt', receiptRejected: true });
  });

  it('internal errors and network failures: "An unknown error occurred"', () => {
    for (const error of [fnError('internal', 'boom'), new TypeError('Failed to fetch'), null]) {
      expect(describeAddRepairFailure(error).toast).toEqual({
        title: 'Error',
        description: 'An unknown error occurred',
        variant: 'destructive',
      });
    }
  });
});

describe('describeUpdateRepairFailure (spec §8 "Edit repair")', () => {
  it('not the creator: the spec permission text', () => {
    expect(
      describeUpdateRepairFailure(fnError('permission-denied', REPAIR_MESSAGES.notAllowed)).toast
        .description,
    ).toBe('You do not have permission to edit this repair record.');
  });

  it('anything else: "Failed to update repair record. Please try again."', () => {
    for (const error of [
      fnError('internal', 'boom'),
      fnError('invalid-argument', REPAIR_MESSAGES.cost, { field: 'cost' }),
    ]) {
      expect(describeUpdateRepairFailure(error).toast).toEqual({
        title: 'Error',
        description: 'Failed to update repair record. Please try again.',
        variant: 'destructive',
      });
    }
    expect(
      describeUpdateRepairFailure(
        fnError('invalid-argument', REPAIR_MESSAGES.cost, { field: 'cost' }),
      ),
    ).toMatchObject({ field: 'cost', message: REPAIR_MESSAGES.cost });
  });

  it('a refused receipt: its own text, marked on the receipt', () => {
    const failure = describeUpdateRepairFailure(
      fnError('invalid-argument', REPAIR_MESSAGES.receiptMissing, { field: 'receipt' }),
    );
    expect(failure).toMatchObject({
      field: 'receipt',
      message: REPAIR_MESSAGES.receiptMissing,
      receiptRejected: true,
    });
    expect(failure.toast.description).toBe(REPAIR_MESSAGES.receiptMissing);
  });
});

describe('toasts', () => {
  it('word for word', () => {
    expect(receiptUploadFailedToast('the connection was lost.')).toEqual({
      title: 'Error',
      description: 'Receipt upload failed: the connection was lost.',
      variant: 'destructive',
    });
    expect(REPAIR_TOASTS.removed).toEqual({
      title: 'Repair Removed',
      description: 'The repair record has been successfully removed',
    });
    const wording = (title: string, description: string) => ({ title, description });
    expect(REPAIR_TOASTS).toMatchObject({
      added: wording('Repair Added', 'Your repair record has been successfully added'),
      propertyLoadFailed: wording('Error', 'Could not load property information'),
      updated: wording('Success', 'Repair record updated successfully'),
      editLoadFailed: wording('Error', 'Failed to load repair details'),
      deleteFailed: wording('Error', 'Failed to delete repair. Please try again.'),
      repairNotFound: wording(
        'Repair not found',
        "The repair record you're looking for doesn't exist.",
      ),
      detailLoadFailed: wording('Error', 'Failed to load repair details. Please try again.'),
    });
  });
});
