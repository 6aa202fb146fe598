import { ready } from '@/lib/data/loadable';
import { addRepairUrl } from './share-target-logic';
import type { ShareTargetScreenProps } from './share-target-screen';
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

/**
 * Props of a ShareTargetScreen for a shared file over the fixture homes, each home linking to
 * Add Repair with the request; `overrides` win (stories and tests).
 */
export function shareTargetScreenProps(
  overrides: Partial<ShareTargetScreenProps> = {},
): ShareTargetScreenProps {
  const request = overrides.request ?? ({ kind: 'file', fileId: 'f1' } as const);
  return {
    request,
    file: { status: 'present', name: 'receipt.jpg' },
    homes: ready(shareHomesFixture),
    hrefFor: (home) => addRepairUrl(home.id, request),
    onRetryHomes: () => undefined,
    ...overrides,
  };
}
