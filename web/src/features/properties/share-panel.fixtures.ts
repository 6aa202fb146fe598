/** Fixture data for the share panel's catalogue entries and component tests. No Firebase. */
import { SHARE_MESSAGES } from '@homeledger/domain';
import type { ShareRow } from './share-panel';

export const sharesFixture: ShareRow[] = [
  {
    realtorUid: 'uid-rita',
    name: 'Rita Realtor',
    email: 'rita@realty.example',
    businessName: 'Rita Realty Group',
    sharedOn: '2026-04-02',
  },
  {
    realtorUid: 'uid-omar',
    name: 'Omar Okafor-Lindqvist',
    email: 'omar.okafor-lindqvist@lakeshore-homes-and-estates.example',
    businessName: '',
    sharedOn: '2026-05-19',
  },
];

/** The server's refusals, as the panel shows them under the email field. */
export const shareErrorsFixture = {
  noRealtor: SHARE_MESSAGES.realtorNotFound,
  alreadyShared: SHARE_MESSAGES.alreadyShared,
  yourself: SHARE_MESSAGES.shareWithSelf,
} as const;
