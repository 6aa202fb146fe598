import { describe, expect, it } from 'vitest';
import {
  toRealtorPropertyDetail,
  toRealtorRepair,
  toRealtorReportRepair,
} from './use-realtor-data';

describe('realtor document conversions', () => {
  it('takes the owner’s name from the property, or none', () => {
    expect(toRealtorPropertyDetail('p', { ownerName: ' Hannah ' }).ownerName).toBe('Hannah');
    expect(toRealtorPropertyDetail('p', {}).ownerName).toBeNull();
    expect(toRealtorPropertyDetail('p', { ownerName: 42 }).ownerName).toBeNull();
  });

  it('reads a repair’s receipt path and name, and junk as none', () => {
    const withReceipt = toRealtorReportRepair('r', {
      receipt: { path: 'receipts/p/u/a.pdf', name: 'a.pdf' },
      isContractorValidated: true,
      costCents: 1200,
    });
    expect(withReceipt).toMatchObject({
      receiptPath: 'receipts/p/u/a.pdf',
      receiptName: 'a.pdf',
      isContractorValidated: true,
      costCents: 1200,
      status: 'completed',
    });
    const junk = toRealtorReportRepair('r', { receipt: 'x', costCents: Number.NaN });
    expect(junk).toMatchObject({ receiptPath: null, receiptName: null, costCents: null });
    expect(junk.isContractorValidated).toBe(false);
  });

  it('names who validated from the validation record, not the owner-typed contractor', () => {
    const validated = toRealtorRepair('r', {
      contractorName: 'My cousin Bob',
      isContractorValidated: true,
      validation: { state: 'validated', contractorName: 'Pipes & Co' },
    });
    expect(validated).toMatchObject({
      contractorName: 'My cousin Bob',
      validatedBy: 'Validated by Pipes & Co (email verified, business not verified)',
    });
    // A flag without a validated record is not a mark.
    expect(
      toRealtorRepair('r', { isContractorValidated: true, validation: { state: 'requested' } })
        .validatedBy,
    ).toBeNull();
  });
});
