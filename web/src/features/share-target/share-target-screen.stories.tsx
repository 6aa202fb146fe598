import type { Story, StoryDefault } from '@ladle/react';
import { failed, LOADING, ready } from '@/lib/data/loadable';
import { shareTargetScreenProps } from './share-target.fixtures';
import { ShareTargetScreen, type ShareTargetScreenProps } from './share-target-screen';

export default {
  title: 'Share target: which home',
  meta: { path: '/share' },
} satisfies StoryDefault;

function Screen(props: Partial<ShareTargetScreenProps>) {
  return (
    <ShareTargetScreen
      {...shareTargetScreenProps({
        file: { status: 'present', name: 'hardware-store-receipt.jpg' },
        ...props,
      })}
    />
  );
}

export const HomesList: Story = () => <Screen />;
export const ScanReceiptShortcut: Story = () => (
  <Screen request={{ kind: 'shortcut', capture: 'receipt' }} file={{ status: 'none' }} />
);
export const NoHomesYet: Story = () => <Screen homes={ready([])} />;
export const FileMissing: Story = () => <Screen file={{ status: 'missing' }} />;
export const FileNotSaved: Story = () => (
  <Screen request={{ kind: 'failed', reason: 'not-saved' }} file={{ status: 'none' }} />
);
export const HomesFailed: Story = () => <Screen homes={failed(new Error('unavailable'))} />;
export const Loading: Story = () => <Screen homes={LOADING} />;
