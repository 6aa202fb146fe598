import { defineSlotRecipe } from '@pandacss/dev';
import { formLabel } from './shared';

export const field = defineSlotRecipe({
  className: 'field',
  description: 'Form field: label, control, helper and error text',
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'],
  staticCss: ['*'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      display: 'inline-flex',
      alignItems: 'baseline',
      gap: '0.5',
      ...formLabel,
    },
    requiredIndicator: { color: 'danger.text', fontWeight: 'semibold' },
    helperText: { color: 'fg.muted', fontSize: 'sm', lineHeight: '1.4' },
    errorText: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      color: 'danger.text',
      fontSize: 'sm',
      fontWeight: 'medium',
      lineHeight: '1.4',
      '& svg': { w: '4', h: '4', flexShrink: '0' },
    },
  },
});
