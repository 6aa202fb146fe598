import { defineSlotRecipe } from '@pandacss/dev';

export const alert = defineSlotRecipe({
  className: 'alert',
  description: 'Inline status message',
  slots: ['root', 'icon', 'content', 'title', 'description'],
  staticCss: ['*'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'full',
      p: '4',
      borderWidth: '1px',
      borderRadius: 'l2',
    },
    icon: { display: 'inline-flex', flexShrink: '0', mt: '0.5', '& svg': { w: '5', h: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' },
    title: { fontSize: 'sm', fontWeight: 'semibold', lineHeight: '1.4' },
    description: { fontSize: 'sm', lineHeight: '1.5', color: 'fg.default' },
  },
  variants: {
    variant: {
      info: {
        root: { bg: 'info.subtle', borderColor: 'info.default' },
        icon: { color: 'info.text' },
        title: { color: 'info.text' },
      },
      success: {
        root: { bg: 'success.subtle', borderColor: 'success.default' },
        icon: { color: 'success.text' },
        title: { color: 'success.text' },
      },
      warning: {
        root: { bg: 'warning.subtle', borderColor: 'warning.default' },
        icon: { color: 'warning.text' },
        title: { color: 'warning.text' },
      },
      danger: {
        root: { bg: 'danger.subtle', borderColor: 'danger.default' },
        icon: { color: 'danger.text' },
        title: { color: 'danger.text' },
      },
    },
  },
  defaultVariants: { variant: 'info' },
});
