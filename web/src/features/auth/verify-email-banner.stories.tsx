import type { Story, StoryDefault } from '@ladle/react';
import { VerifyEmailBanner, type VerifyEmailBannerProps } from './verify-email-banner';

export default { title: 'Verify email banner' } satisfies StoryDefault;

const base: VerifyEmailBannerProps = {
  email: 'hannah.homeowner@example.com',
  sending: false,
  cooldownSeconds: 0,
  sent: false,
  checking: false,
  problem: null,
  onResend: () => undefined,
  onCheck: () => undefined,
};

/** Just registered: the link went out with the account. */
export const Sent: Story = () => <VerifyEmailBanner {...base} sent cooldownSeconds={42} />;

export const NotSentThisSession: Story = () => <VerifyEmailBanner {...base} />;

export const Resending: Story = () => <VerifyEmailBanner {...base} sent sending />;

export const SendFailed: Story = () => <VerifyEmailBanner {...base} problem="send-failed" />;

export const Checking: Story = () => <VerifyEmailBanner {...base} sent checking />;

export const NotVerifiedYet: Story = () => <VerifyEmailBanner {...base} sent problem="not-yet" />;

export const LongEmail: Story = () => (
  <VerifyEmailBanner
    {...base}
    email="a.very.long.address.for.a.homeowner+homeledger@a-long-domain-name.example.com"
    sent
    cooldownSeconds={5}
  />
);
