import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function PropertyDetailPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Property Details" description="A property's details and repair history" />
      <h1 className={css({ textStyle: 'h2' })}>Property Details</h1>
    </section>
  );
}
