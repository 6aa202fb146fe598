import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { paths } from '@/lib/paths';
import { PageMeta } from '../../components/layout/page-meta';
import { NOT_FOUND_COPY as C } from './not-found-copy';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section
      className={css({
        minH: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: '4',
        py: '16',
      })}
    >
      <PageMeta title={C.metaTitle} description={C.metaDescription} />
      <h1
        className={css({
          fontSize: '6xl',
          fontWeight: 'bold',
          color: 'accent.text',
          lineHeight: '1',
        })}
      >
        {C.code}
      </h1>
      <p className={css({ mt: '4', fontSize: 'xl', color: 'fg.muted' })}>{C.title}</p>
      <Link
        to={paths.home}
        className={css({
          mt: '6',
          color: 'accent.text',
          fontWeight: 'medium',
          textDecoration: 'underline',
          textUnderlineOffset: '4px',
        })}
      >
        {C.home}
      </Link>
    </section>
  );
}
