import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { KeptFilesPanel } from './kept-files-panel';
import { KEPT_FILES } from './kept-files.fixtures';

export default {
  title: 'Receipts and documents you kept',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

const open = () => new Promise<void>(() => undefined);
const Frame = ({ children }: { children: React.ReactNode }) => (
  <div className={css({ maxW: '4xl', mx: 'auto', p: { base: '4', md: '8' } })}>{children}</div>
);

export const KeptFiles: Story = () => (
  <Frame>
    <KeptFilesPanel
      files={{ status: 'ready', data: KEPT_FILES }}
      onRetry={() => undefined}
      onOpen={open}
    />
  </Frame>
);
export const KeptFilesFailed: Story = () => (
  <Frame>
    <KeptFilesPanel
      files={{ status: 'error', error: new Error('offline') }}
      onRetry={() => undefined}
      onOpen={open}
    />
  </Frame>
);
