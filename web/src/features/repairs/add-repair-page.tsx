import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function AddRepairPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Add Repair Record" description="Log a repair for your property" />
      <h1 className={css({ textStyle: 'h2' })}>Add Repair Record</h1>
    </section>
  );
}
