import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { ValidationRequestsScreen } from './validation-requests-screen';
import type { ValidationAnswer, ValidationRequestRow } from './validation-types';
import { manyRequests, requestsFixture } from './validation.fixtures';

export default {
  title: 'Contractor validation requests',
  meta: { path: '/contractor' },
} satisfies StoryDefault;

interface Setup {
  requests: Loadable<readonly ValidationRequestRow[]>;
  answering?: Record<string, ValidationAnswer>;
  declineTarget?: ValidationRequestRow | null;
}

/** The panel with a live Decline dialog, as the container drives it. */
function Panel({ requests, answering = {}, declineTarget = null }: Setup) {
  const [target, setTarget] = useState(declineTarget);
  return (
    <div style={{ maxWidth: '64rem', margin: '0 auto', padding: '1.5rem 1rem' }}>
      <ValidationRequestsScreen
        requests={requests}
        onRetry={() => undefined}
        onValidate={() => undefined}
        answering={answering}
        declineTarget={target}
        onDeclineTargetChange={setTarget}
        onConfirmDecline={() => undefined}
      />
    </div>
  );
}

const first = requestsFixture[0] as ValidationRequestRow;

export const Loading: Story = () => <Panel requests={LOADING} />;
export const Empty: Story = () => <Panel requests={ready([])} />;
export const LoadFailure: Story = () => <Panel requests={failed(new Error('unavailable'))} />;
export const Populated: Story = () => <Panel requests={ready(requestsFixture)} />;
export const ManyRequests: Story = () => <Panel requests={ready(manyRequests)} />;
export const Validating: Story = () => (
  <Panel requests={ready(requestsFixture)} answering={{ [first.id]: 'validate' }} />
);
export const DeclineDialogOpen: Story = () => (
  <Panel requests={ready(requestsFixture)} declineTarget={first} />
);
export const Declining: Story = () => (
  <Panel
    requests={ready(requestsFixture)}
    declineTarget={first}
    answering={{ [first.id]: 'decline' }}
  />
);
