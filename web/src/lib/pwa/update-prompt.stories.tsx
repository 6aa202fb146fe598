import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { UpdatePrompt } from './update-prompt';

export default {
  title: 'App update prompt',
} satisfies StoryDefault;

/** Over a page's content, as it shows when a new service worker waits. */
export const NewVersionReady: Story = () => (
  <div className={css({ minH: '60vh', p: '6' })}>
    <p>The page the user is on stays as it is until they choose to reload.</p>
    <UpdatePrompt onReload={() => undefined} />
  </div>
);
