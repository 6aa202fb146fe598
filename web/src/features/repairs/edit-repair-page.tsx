import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function EditRepairPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Edit Repair Record" description="Update a repair record" />
      <h1 className={css({ textStyle: 'h2' })}>Edit Repair Record</h1>
    </section>
  );
}
