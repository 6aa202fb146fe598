import { Mail, Phone } from 'lucide-react';
import { BrandLink } from './brand-link';
import { LEGAL_DOCUMENTS, LinkList } from './link-list';
import { siteWidth } from './site-width';
import { css, cx } from 'styled-system/css';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/contact';
import { paths, registerAs } from '@/lib/paths';

const COLUMNS = [
  {
    title: 'For Homeowners',
    links: [
      { to: registerAs('homeowner'), label: 'Sign Up' },
      { to: `${paths.features}#homeowners`, label: 'Track Repairs' },
      { to: paths.howItWorks, label: 'Find Contractors' },
      { to: `${paths.features}#homeowners`, label: 'Home Value' },
    ],
  },
  {
    title: 'For Contractors',
    links: [
      { to: registerAs('contractor'), label: 'Join Our Network' },
      { to: `${paths.features}#contractors`, label: 'Accounting Integration' },
      { to: paths.howItWorks, label: 'Find Customers' },
      { to: `${paths.features}#contractors`, label: 'Grow Your Business' },
    ],
  },
] as const;

const SOCIAL = [
  { href: 'https://www.facebook.com/homeledger', name: 'Facebook' },
  { href: 'https://x.com/homeledger', name: 'X' },
  { href: 'https://www.instagram.com/homeledger', name: 'Instagram' },
  { href: 'https://www.linkedin.com/company/homeledger', name: 'LinkedIn' },
] as const;

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={footer}>
      <div className={grid}>
        <div className={css({ gridColumn: { base: 'auto', md: 'span 2 / span 2', lg: 'auto' } })}>
          <BrandLink size="sm" />
          <p className={css({ mt: '3', color: 'fg.muted', fontSize: 'sm', maxW: 'xs' })}>
            Your home&apos;s complete repair history, in one convenient place.
          </p>
          <ul className={socialList} aria-label="Social media">
            {SOCIAL.map(({ href, name }) => (
              <li key={href}>
                <a
                  href={href}
                  className={socialLink}
                  aria-label={`HomeLedger on ${name} (opens in a new tab)`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>

        {COLUMNS.map((col) => (
          <div key={col.title}>
            <h2 className={colTitle}>{col.title}</h2>
            <LinkList links={col.links} className={list} linkClassName={link} />
          </div>
        ))}

        <div>
          <h2 className={colTitle}>Contact</h2>
          <ul className={list}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={link}>
                <Mail size={16} aria-hidden="true" /> {SUPPORT_EMAIL}
              </a>
            </li>
            <li>
              <a href={SUPPORT_PHONE_HREF} className={link}>
                <Phone size={16} aria-hidden="true" /> {SUPPORT_PHONE}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className={bottom}>
        <p>© {year} HomeLedger. All rights reserved.</p>
        <nav aria-label="Legal">
          <LinkList
            links={LEGAL_DOCUMENTS}
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}
            linkClassName={link}
          />
        </nav>
      </div>
    </footer>
  );
}

const footer = css({
  bg: 'bg.subtle',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  mt: 'auto',
});
const grid = cx(
  siteWidth,
  css({
    py: { base: '10', md: '14' },
    display: 'grid',
    gap: '8',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1.5fr 1fr 1fr 1fr' },
  }),
);
const colTitle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', mb: '3' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  borderRadius: 'l1',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
});
const socialList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4', listStyle: 'none' });
const socialLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  px: '3',
  h: '8',
  fontSize: 'xs',
  fontWeight: 'medium',
  borderRadius: 'full',
  color: 'fg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
});
const bottom = cx(
  siteWidth,
  css({
    py: '6',
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: '3',
    justifyContent: 'space-between',
    alignItems: { base: 'flex-start', md: 'center' },
    borderTopWidth: '1px',
    borderColor: 'border.default',
    fontSize: 'sm',
    color: 'fg.muted',
  }),
);
