import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function AddPropertyPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Add Property" description="Add a property to start tracking its repairs" />
      <h1 className={css({ textStyle: 'h2' })}>Add Property</h1>
    </section>
  );
}
