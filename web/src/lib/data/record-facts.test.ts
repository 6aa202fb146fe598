import { describe, expect, it } from 'vitest';
import { toRecordFacts } from './record-facts';

describe('toRecordFacts', () => {
  it('reads the facts of a request or an offer', () => {
    expect(
      toRecordFacts({
        property: { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
        serviceType: 'Plumbing',
        date: '2026-03-14',
        description: 'New trap',
        costCents: 12_500,
        extra: 'ignored',
      }),
    ).toEqual({
      property: { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
      serviceType: 'Plumbing',
      date: '2026-03-14',
      description: 'New trap',
      costCents: 12_500,
    });
  });

  it('falls back alike for missing or junk fields', () => {
    expect(toRecordFacts({ property: 'x', serviceType: 7, costCents: Number.NaN })).toEqual({
      property: { address: '', city: '', state: '', zipCode: '' },
      serviceType: 'Other',
      date: '',
      description: null,
      costCents: null,
    });
  });
});
