import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function ContractorDashboardPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Contractor Portal" description="Manage your service records" />
      <h1 className={css({ textStyle: 'h2' })}>Contractor Portal</h1>
    </section>
  );
}
