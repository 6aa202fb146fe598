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
};
