import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function RegisterPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Create your account" description="Create your HomeLedger account" />
      <h1 className={css({ textStyle: 'h2' })}>Create your account</h1>
    </section>
  );
}
