/** The addProperty callable, typed, with the spec's toast copy for every outcome. */
import type { AddPropertyInput, PropertyField, VerificationStatus } from '@homeledger/domain';
import { PROPERTY_FIELDS } from '@homeledger/domain';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { callFunction } from '@/lib/firebase/functions';

export interface AddPropertyResult {
  id: string;
  verificationStatus: VerificationStatus;
}

export function addProperty(input: AddPropertyInput): Promise<AddPropertyResult> {
  return callFunction('addProperty', input);
}

export interface Toast {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
}

/** Spec §8 "Add property": the success toasts. */
export function addedToast(status: VerificationStatus): Toast {
  return status === 'disputed'
    ? {
        title: 'Property Added with Disputed Ownership',
        description:
          'This property has been claimed by another user. Please contact support to verify ownership.',
        variant: 'destructive',
      }
    : {
        title: 'Property Added',
        description: 'Your property has been successfully added',
        variant: 'success',
      };
}

export interface AddPropertyFailure {
  toast: Toast;
  /** The form field the server blamed, if any. */
  field: PropertyField | null;
  message: string | null;
}

/** Spec §8 "Add property": the error toasts, and the field to mark when the server names one. */
export function describeAddPropertyFailure(error: unknown): AddPropertyFailure {
  const failure = callableFailure(error);
  if (failure.code === 'unauthenticated') {
    return {
      toast: {
        title: 'Authentication Error',
        description: 'You must be logged in to add a property',
        variant: 'destructive',
      },
      field: null,
      message: null,
    };
  }
  // Server messages are written for people; 'internal' and network failures carry none worth showing.
  const detail = failure.message === CALLABLE_FALLBACK_MESSAGE ? null : failure.message;
  const field = (PROPERTY_FIELDS as readonly (string | null)[]).includes(failure.field)
    ? (failure.field as PropertyField)
    : null;
  return {
    toast: {
      title: 'Error',
      description: detail ? `Property creation failed: ${detail}` : 'An unknown error occurred',
      variant: 'destructive',
    },
    field: failure.code === 'invalid-argument' ? field : null,
    message: detail,
  };
}
