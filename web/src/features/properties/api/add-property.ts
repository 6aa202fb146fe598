/** The addProperty callable, typed, with the spec's toast copy for every outcome. */
import type { AddPropertyInput, PropertyField, VerificationStatus } from '@homeledger/domain';
import { PROPERTY_FIELDS } from '@homeledger/domain';
import { callFunction } from '../../../lib/firebase/functions';

export interface AddPropertyResult {
  id: string;
  verificationStatus: VerificationStatus;
}

export function addProperty(input: AddPropertyInput): Promise<AddPropertyResult> {
  return callFunction<AddPropertyInput, AddPropertyResult>('addProperty', input);
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

function errorParts(error: unknown): { code: string; message: string; field: unknown } {
  if (typeof error !== 'object' || error === null)
    return { code: 'unknown', message: '', field: null };
  const e = error as { code?: unknown; message?: unknown; details?: unknown };
  const code = typeof e.code === 'string' ? e.code.replace(/^functions\//, '') : 'unknown';
  const message = typeof e.message === 'string' ? e.message : '';
  const details = (typeof e.details === 'object' && e.details !== null ? e.details : {}) as {
    field?: unknown;
  };
  return { code, message, field: details.field ?? null };
}

/** Spec §8 "Add property": the error toasts, and the field to mark when the server names one. */
export function describeAddPropertyFailure(error: unknown): AddPropertyFailure {
  const { code, message, field } = errorParts(error);
  if (code === 'unauthenticated') {
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
  const known = (PROPERTY_FIELDS as readonly unknown[]).includes(field)
    ? (field as PropertyField)
    : null;
  // Server messages are written for people; 'internal' and network failures carry none worth showing.
  const detail = code === 'internal' || code === 'unknown' || !message ? null : message;
  return {
    toast: {
      title: 'Error',
      description: detail ? `Property creation failed: ${detail}` : 'An unknown error occurred',
      variant: 'destructive',
    },
    field: code === 'invalid-argument' ? known : null,
    message: detail,
  };
}
