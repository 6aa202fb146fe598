/** Layout shared by the Add Repair and Edit Repair screens (computed once at module load). */
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';

export const formStyles = {
  page: pageContainer({ size: '2xl' }),
  back: css({ mb: '4', ml: '-3' }),
  card: css({
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    boxShadow: 'sm',
    p: { base: '5', md: '8' },
  }),
  title: css({ textStyle: 'h3' }),
  subtitle: css({ color: 'fg.muted', mt: '1', mb: '6', wordBreak: 'break-word' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  row: css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '4' }),
  actions: css({
    display: 'flex',
    justifyContent: 'flex-end',
    gap: '3',
    mt: '2',
    flexWrap: 'wrap',
    '& > *': { flex: { base: '1 1 auto', sm: 'none' } },
  }),
};
