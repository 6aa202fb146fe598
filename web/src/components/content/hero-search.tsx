import { css } from 'styled-system/css';
import { SearchInput, type SearchInputProps } from '@/components/ui/search-input';

/**
 * The large search field under a content page's header (FAQ, Help Center). Its own
 * module: pages without a search (the landing page) never load it.
 */
export function HeroSearch(props: Omit<SearchInputProps, 'rootClassName' | 'size'>) {
  return (
    <SearchInput
      rootClassName={css({ mt: '8', maxW: 'xl', mx: 'auto' })}
      size="lg"
      className={css({ bg: 'bg.default', boxShadow: 'sm' })}
      {...props}
    />
  );
}
