// PageHeader in the screen catalogue: the title block every signed-in page shares, with
// each optional part on and off (the catalogue renders it at 1280 and 375 px).
import type { StoryDefault } from '@ladle/react';
import { LogOut, Plus, RefreshCw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import { Badge, Button, SearchInput } from '../ui';
import { PageHeader } from './page-header';

export default { title: 'Page header' } satisfies StoryDefault;

function Page({ children }: { children: ReactNode }) {
  return (
    <section className={pageContainer({ size: '7xl' })} aria-labelledby="page-title">
      {children}
      <p className={css({ color: 'fg.muted' })}>The page's content starts here.</p>
    </section>
  );
}

export const TitleOnly = () => (
  <Page>
    <PageHeader title="Repair Details" titleId="page-title" />
  </Page>
);

export const WithDescription = () => (
  <Page>
    <PageHeader
      title="Reminder Settings"
      titleId="page-title"
      description="How HomeLedger reminds you about maintenance and warranties."
      back={{ label: 'Back to dashboard', to: '/dashboard' }}
    />
  </Page>
);

export const OneAction = () => (
  <Page>
    <PageHeader
      title="Realtor Dashboard"
      titleId="page-title"
      description={
        <>
          <p className={css({ color: 'fg.default' })}>Welcome, Rita Realtor</p>
          <p className={css({ fontSize: 'sm' })}>
            Properties and repair histories homeowners have shared with you
          </p>
        </>
      }
      actions={
        <Button variant="outline">
          <RefreshCw aria-hidden="true" />
          Refresh Data
        </Button>
      }
    />
  </Page>
);

export const SearchAndActions = () => (
  <Page>
    <PageHeader
      title="Welcome, Hannah Homeowner"
      titleId="page-title"
      description="Manage your properties and repair history"
      actionsBeside="lg"
      actions={
        <>
          <SearchInput
            label="Search properties and repairs"
            placeholder="Search..."
            rootClassName={css({ flex: '999 1 0%', minW: { base: 'full', sm: '60' } })}
          />
          <Button>
            <Plus aria-hidden="true" />
            Add Property
          </Button>
          <Button variant="outline">
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </>
      }
    />
  </Page>
);

export const BadgeAndLongTitle = () => (
  <Page>
    <PageHeader
      title="1428 Elm Street, Building C, Unit 4017 (rear entrance off the alley)"
      titleId="page-title"
      titleBadge={<Badge variant="success">Verified</Badge>}
      description={
        <>
          <p>Springfield, IL 62704</p>
          <p className={css({ fontSize: 'sm' })}>Transferred to you on May 1, 2026</p>
        </>
      }
      back={{ label: 'Back to dashboard', to: '/dashboard' }}
      actionsBeside="lg"
      actions={
        <>
          <Button variant="outline" className={css({ color: 'danger.text' })}>
            <Trash2 aria-hidden="true" />
            Remove Property
          </Button>
          <Button>
            <Plus aria-hidden="true" />
            Add Repair
          </Button>
        </>
      }
    />
  </Page>
);

export const ScreenReaderOnlyTitle = () => (
  <Page>
    <PageHeader
      title="Property details"
      titleId="page-title"
      srOnlyTitle
      back={{ label: 'Back', onClick: () => undefined }}
    />
  </Page>
);
