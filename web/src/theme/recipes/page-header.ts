import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A signed-in page's title block (components/layout/page-header.tsx): an optional back
 * link across the top, then the h1 with its description on the left and the page's
 * actions on the right. Below the `actionsBeside` breakpoint the actions go under the
 * title and share each row's width, so a phone never shows ragged half-rows of buttons.
 */
const besideAt = (bp: 'md' | 'lg') => ({
  root: { gridTemplateColumns: { base: 'minmax(0, 1fr)', [bp]: 'minmax(0, 1fr) auto' } },
  actions: {
    justifyContent: { base: 'flex-start', [bp]: 'flex-end' },
    '& > *': { flex: { base: '1 1 auto', [bp]: 'none' } },
  },
});

export const pageHeader = defineSlotRecipe({
  className: 'page-header',
  description: "A page's back link, h1, description and actions",
  jsx: ['PageHeader'],
  slots: ['root', 'back', 'heading', 'titleRow', 'title', 'description', 'actions'],
  staticCss: ['*'],
  base: {
    root: {
      display: 'grid',
      columnGap: '6',
      rowGap: '4',
      alignItems: 'end',
      mb: '6',
    },
    // The ghost button's own padding would indent its arrow: pull it back to the text edge.
    back: { gridColumn: '1 / -1', justifySelf: 'start', ml: '-3' },
    heading: { minW: '0' },
    titleRow: { display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' },
    title: { textStyle: 'h2', wordBreak: 'break-word' },
    description: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      mt: '1',
      color: 'fg.muted',
      wordBreak: 'break-word',
    },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
  },
  variants: {
    /** From which width the actions sit beside the title (wide action rows need `lg`). */
    actionsBeside: { md: besideAt('md'), lg: besideAt('lg') },
  },
  defaultVariants: { actionsBeside: 'md' },
});
