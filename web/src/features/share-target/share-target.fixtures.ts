import type { ShareHome } from './share-target-types';

export const shareHomesFixture: readonly ShareHome[] = [
  { id: 'home-1', address: '123 Maple Street', city: 'Springfield', state: 'IL', zipCode: '62704' },
  {
    id: 'home-2',
    address: '48 Lakeview Drive, Unit 3B',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
  },
];
