import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function LoginPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Welcome back" description="Log in to access your HomeLedger account" />
      <h1 className={css({ textStyle: 'h2' })}>Welcome back</h1>
    </section>
  );
}
