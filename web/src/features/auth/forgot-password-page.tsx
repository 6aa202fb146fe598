import { css } from 'styled-system/css';
import { PageMeta } from '../../components/layout/page-meta';

export function ForgotPasswordPage() {
  return (
    <section className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' })}>
      <PageMeta title="Reset your password" description="Reset your HomeLedger password" />
      <h1 className={css({ textStyle: 'h2' })}>Reset your password</h1>
    </section>
  );
}
