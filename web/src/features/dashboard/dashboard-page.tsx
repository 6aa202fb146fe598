import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function DashboardPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Dashboard" description="Manage your properties and repair history" />
      <h1 className={css({ textStyle: 'h2' })}>Dashboard</h1>
    </section>
  );
}
