/** The layout the app's forms share (computed once at module load). */
import { css } from 'styled-system/css';

export const formLayout = {
  /** A dialog's form: its fields in a column. */
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  /** Fields side by side from `sm` up, stacked on a phone. */
  row: css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '4' }),
  /** A field that shares its row equally. */
  grow: css({ flex: '1' }),
};
