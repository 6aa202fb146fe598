import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function RealtorDashboardPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta
        title="Realtor Dashboard"
        description="Properties and repair histories shared with you"
      />
      <h1 className={css({ textStyle: 'h2' })}>Realtor Dashboard</h1>
    </section>
  );
}
