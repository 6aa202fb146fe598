import { defineSlotRecipe } from '@pandacss/dev';

export const card = defineSlotRecipe({
  className: 'card',
  description: 'Surface grouping related content',
  slots: ['root', 'header', 'title', 'description', 'body'],
  staticCss: ['*'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.default',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      boxShadow: 'sm',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: { base: '4', md: '6' },
      pt: { base: '4', md: '6' },
    },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      flex: '1',
      p: { base: '4', md: '6' },
    },
  },
});
