import { describe, expect, it } from 'vitest';
import { toRealtorPropertyDetail, toRealtorReportRepair } from './use-realtor-data';

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
});
