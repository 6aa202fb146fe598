import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cityStateZip,
  propertyCardBadge,
  propertyDetailBadge,
  realtorStatusLabel,
  repairCountLabel,
  serviceRecordCountLabel,
} from './display';
import { propertyHaystack, repairHaystack, searchIndex, searchItems } from './search';

const filterProperties = <T extends Parameters<typeof propertyHaystack>[0]>(
  items: readonly T[],
  term: string,
) => searchItems(searchIndex(items, propertyHaystack), term);
const filterRepairs = <T extends Parameters<typeof repairHaystack>[0]>(
  items: readonly T[],
  term: string,
) => searchItems(searchIndex(items, repairHaystack), term);

describe('display', () => {
  it('badges per the spec', () => {
    expect(propertyDetailBadge('verified')).toEqual({ label: 'Verified', tone: 'green' });
    expect(propertyDetailBadge('disputed')).toEqual({ label: 'Disputed', tone: 'red' });
    expect(propertyDetailBadge('pending')).toEqual({ label: 'Pending', tone: 'amber' });
    expect(propertyCardBadge('pending')).toEqual({ label: 'Active', tone: 'amber' });
    expect(propertyCardBadge('disputed').label).toBe('Ownership Disputed');
    expect(realtorStatusLabel('disputed')).toBe('Pending');
    expect(realtorStatusLabel('verified')).toBe('Verified');
  });

  it('counts with singular and plural', () => {
    expect(repairCountLabel(0)).toBe('0 repairs');
    expect(repairCountLabel(1)).toBe('1 repair');
    expect(repairCountLabel(2)).toBe('2 repairs');
    expect(serviceRecordCountLabel(1)).toBe('1 service record');
    expect(serviceRecordCountLabel(4)).toBe('4 service records');
    expect(cityStateZip({ city: 'Springfield', state: 'IL', zipCode: '62704' })).toBe(
      'Springfield, IL 62704',
    );
  });
});

const home = (address: string, city = 'Springfield', state = 'IL', zipCode = '62704') => ({
  address,
  city,
  state,
  zipCode,
});

describe('search', () => {
  const properties = [home('12 Oak Lane'), home('9 Pine Road', 'Austin', 'TX', '73301')];

  it('matches properties on address, city, state and ZIP, case-insensitively', () => {
    expect(filterProperties(properties, 'oak')).toEqual([properties[0]]);
    expect(filterProperties(properties, 'AUSTIN')).toEqual([properties[1]]);
    expect(filterProperties(properties, 'tx')).toEqual([properties[1]]);
    expect(filterProperties(properties, '7330')).toEqual([properties[1]]);
    expect(filterProperties(properties, '  ')).toEqual(properties);
    expect(filterProperties(properties, 'nowhere')).toEqual([]);
  });

  it('matches repairs on service type, description, contractor and property address', () => {
    const repairs = [
      {
        serviceType: 'Plumbing',
        description: 'Fixed the sink',
        contractorName: 'Joe',
        property: { address: '12 Oak Lane' },
      },
      { serviceType: 'Roofing', description: null, contractorName: null, property: null },
    ];
    expect(filterRepairs(repairs, 'sink')).toEqual([repairs[0]]);
    expect(filterRepairs(repairs, 'joe')).toEqual([repairs[0]]);
    expect(filterRepairs(repairs, 'oak')).toEqual([repairs[0]]);
    expect(filterRepairs(repairs, 'roof')).toEqual([repairs[1]]);
  });

  it('a match never spans two fields', () => {
    expect(filterProperties([home('12 Oak', 'Lane')], 'oaklane')).toEqual([]);
  });

  it('agrees with a naive filter for any term', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            address: fc.string(),
            city: fc.string(),
            state: fc.string(),
            zipCode: fc.string(),
          }),
        ),
        fc.string(),
        (items, term) => {
          const needle = term.trim().toLowerCase();
          const naive = items.filter(
            (p) =>
              needle === '' ||
              [p.address, p.city, p.state, p.zipCode].some((f) => f.toLowerCase().includes(needle)),
          );
          expect(filterProperties(items, term)).toEqual(naive);
        },
      ),
    );
  });
});
