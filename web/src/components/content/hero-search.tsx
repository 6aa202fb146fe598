import { SearchX } from 'lucide-react';
import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState, type EmptyStateProps } from '@/components/ui/empty-state';
import { SearchInput, type SearchInputProps } from '@/components/ui/search-input';
import { PageHeader } from './marketing-ui';

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

/** The words of a searchable content page's header, from its copy module. */
export interface SearchPageHeaderCopy {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** The search field's label. */
  search: string;
  searchPlaceholder: string;
}

/** A searchable content page's meta and header band, the search field under its lead. */
export function SearchPageHeader({
  copy,
  inputRef,
  value,
  onChange,
}: {
  copy: SearchPageHeaderCopy;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} />
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <HeroSearch
          label={copy.search}
          ref={inputRef}
          placeholder={copy.searchPlaceholder}
          value={value}
          onChange={onChange}
        />
      </PageHeader>
    </>
  );
}

/** What a content page's search shows when nothing matches, with a button that resets it. */
export function SearchEmptyState({
  title,
  titleAs,
  description,
  resetLabel,
  onReset,
}: Pick<EmptyStateProps, 'title' | 'titleAs' | 'description'> & {
  resetLabel: ReactNode;
  onReset: () => void;
}) {
  return (
    <EmptyState
      icon={<SearchX size={28} />}
      titleAs={titleAs}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onReset}>
          {resetLabel}
        </Button>
      }
    />
  );
}
