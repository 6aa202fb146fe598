import type { Story, StoryDefault } from '@ladle/react';
import { BuyerViewScreen, type BuyerViewState } from './buyer-view-screen';
import { buyerViewFixture, hiddenBuyerViewFixture } from './buyer-view.fixtures';

export default {
  title: 'Buyer page',
  meta: { path: '/h/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
} satisfies StoryDefault;

const Screen = ({ state }: { state: BuyerViewState }) => (
  <BuyerViewScreen state={state} onRetry={() => undefined} onOpenReceipt={async () => true} />
);

export const WithCostsAndOwner: Story = () => (
  <Screen state={{ status: 'ready', view: buyerViewFixture }} />
);
export const CostsAndOwnerHidden: Story = () => (
  <Screen state={{ status: 'ready', view: hiddenBuyerViewFixture }} />
);
export const NoRepairs: Story = () => (
  <Screen
    state={{
      status: 'ready',
      view: {
        ...buyerViewFixture,
        repairs: [],
        property: {
          ...buyerViewFixture.property,
          repairCount: 0,
          lastRepairDate: null,
          totalSpentCents: null,
        },
      },
    }}
  />
);
export const Expired: Story = () => <Screen state={{ status: 'expired' }} />;
export const Loading: Story = () => <Screen state={{ status: 'loading' }} />;
export const LoadFailure: Story = () => <Screen state={{ status: 'error' }} />;
export const RateLimited: Story = () => <Screen state={{ status: 'error', limited: true }} />;
