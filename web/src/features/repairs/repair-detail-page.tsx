import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function RepairDetailPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Repair Details" description="A repair record's details" />
      <h1 className={css({ textStyle: 'h2' })}>Repair Details</h1>
    </section>
  );
}
