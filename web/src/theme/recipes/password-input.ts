import { defineSlotRecipe } from '@pandacss/dev';
import { enabledHover, focusRing } from './shared';

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
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      borderRadius: 'l1',
      color: 'fg.muted',
      bg: 'transparent',
      cursor: 'pointer',
      transitionProperty: 'background-color, color',
      transitionDuration: 'fast',
      [enabledHover]: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: { ...focusRing, outlineOffset: '0' },
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
      '& svg': { w: '4', h: '4' },
      _motionReduce: { transition: 'none' },
    },
  },
});
