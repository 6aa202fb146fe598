import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing, quietIconButton } from './shared';

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  description: 'Password input with a show/hide toggle',
  slots: ['root', 'input', 'toggle'],
  staticCss: ['*'],
  base: {
    root: { position: 'relative', display: 'flex', alignItems: 'center', width: 'full' },
    // Leave room for the toggle button on the right.
    input: { pr: '11!' },
    toggle: {
      position: 'absolute',
      insetEnd: '1',
      top: '50%',
      transform: 'translateY(-50%)',
      ...quietIconButton,
      w: '8',
      h: '8',
      borderRadius: 'l1',
      transitionProperty: 'background-color, color',
      transitionDuration: 'fast',
      _focusVisible: { ...focusRing, outlineOffset: '0' },
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
      _motionReduce: { transition: 'none' },
    },
  },
});
