import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { SESSION_HINT_KEY } from '@/lib/auth/session-hint';
import { THEME_STORAGE_KEY } from '@/lib/theme/theme';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/contact';
import {
  PREVIEW_BYPASS_KEY,
  QUICKBOOKS_CALLBACK_COOKIE,
  SIDEBAR_COOKIE_NAME,
} from '@/lib/storage-keys';
import { linkRow, narrowShell, PageHeader, textLink } from '@/components/content/marketing-ui';
import { LEGAL_DOCUMENTS, LinkList } from '@/components/layout/link-list';
import { paths } from '@/lib/paths';

export const LEGAL_LAST_UPDATED = 'November 21, 2026';

function LegalPage({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader eyebrow="Legal" title={title} lead={intro} align="start" narrow>
        <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>
          Last updated: {LEGAL_LAST_UPDATED}
        </p>
      </PageHeader>
      <div className={cx(narrowShell, css({ py: { base: '10', md: '14' } }))}>
        <div className={prose}>{children}</div>
        <nav
          aria-label="Legal documents"
          className={css({
            mt: '12',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <LinkList
            links={LEGAL_DOCUMENTS}
            className={cx(linkRow, css({ fontSize: 'sm' }))}
            linkClassName={textLink}
          />
        </nav>
      </div>
    </>
  );
}

function Contact() {
  return (
    <>
      Email{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`} className={textLink}>
        {SUPPORT_EMAIL}
      </a>{' '}
      or call{' '}
      <a href={SUPPORT_PHONE_HREF} className={textLink}>
        {SUPPORT_PHONE}
      </a>
    </>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What HomeLedger stores about you, where it is kept, who can see it, and the choices you have."
      intro="What HomeLedger stores, where it is kept, who can see it, and what you can do about it, in plain language."
    >
      <h2>Who we are</h2>
      <p>
        HomeLedger is a web application for keeping a home&apos;s repair and maintenance history. In
        this policy, &quot;we&quot; means the HomeLedger team. Questions about your data:{' '}
        <Contact />.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address and role (homeowner, contractor or
          realtor). Your password is handled by Firebase Authentication; we never see or store it in
          readable form.
        </li>
        <li>
          <strong>Your profile:</strong> for contractors and realtors, the business name, business
          phone number and, if you give one, business website.
        </li>
        <li>
          <strong>Properties:</strong> address, city, state and ZIP code, the verification status
          (verified or disputed), and which realtors you have shared the property with.
        </li>
        <li>
          <strong>Repairs:</strong> service type, date, status, cost, contractor name, description,
          who added the record and when it was created or changed.
        </li>
        <li>
          <strong>Receipts:</strong> the files you attach (PDF, JPG or PNG, up to 10 MB) with their
          name, type and size.
        </li>
        <li>
          <strong>QuickBooks (contractors who connect it):</strong> the access keys Intuit issues
          and your QuickBooks company ID. They are kept on our servers only and never sent to your
          browser. Invoices are fetched from QuickBooks when you ask for them.
        </li>
        <li>
          <strong>Exports:</strong> CSV files a realtor creates are stored so that only that realtor
          can download them.
        </li>
      </ul>
      <p>
        We do not collect payment details: HomeLedger is free during the preview and has no paid
        plans.
      </p>

      <h2>Where it is kept</h2>
      <p>
        HomeLedger runs on Google Firebase. Accounts are kept in Firebase Authentication, records in
        Cloud Firestore, and receipts and exports in Cloud Storage; our server code runs in Cloud
        Functions. Google processes this data on our behalf. All connections use HTTPS and Google
        encrypts stored data.
      </p>
      <p>
        When you type an address, the text is sent through our server to the Google Maps Platform to
        suggest addresses and show a map. When a contractor connects QuickBooks, Intuit receives the
        authorization request and applies its own privacy policy.
      </p>

      <h2>Who can see your information</h2>
      <ul>
        <li>You can see everything in your own account.</li>
        <li>
          A realtor sees a property and its repairs only after you share that property with them,
          and only to read it. Realtors never see properties that were not shared with them. You can
          stop sharing at any time.
        </li>
        <li>Other homeowners and contractors cannot see your properties, repairs or receipts.</li>
        <li>
          If another homeowner claims the same address, both properties are marked as disputed.
          Neither owner is shown the other&apos;s details.
        </li>
        <li>
          A small number of HomeLedger staff can access data with administrative tools when that is
          needed to run the service, for example to resolve an ownership dispute you have asked us
          to look at.
        </li>
      </ul>
      <p>We do not sell your information, and we do not use it for advertising.</p>

      <h2>How we protect it</h2>
      <p>
        Every change goes through our server, which checks your identity, role and ownership before
        saving. Database and storage security rules refuse every other read or write. No system is
        perfectly secure, so please use a strong password that you do not use elsewhere.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your information while your account is open. Removing a property deletes all its
        repairs and their receipts. To close your account and delete your data, email us from the
        address you registered with.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>View, correct or delete your properties and the repairs you added at any time.</li>
        <li>Stop sharing a property with a realtor at any time.</li>
        <li>Ask us for a copy of your data, or to delete your account, by email.</li>
      </ul>

      <h2>Your browser</h2>
      <p>
        HomeLedger stores a few small items in your browser, and no advertising cookies. The{' '}
        <Link to={paths.cookies} className={textLink}>
          Cookie Policy
        </Link>{' '}
        lists them.
      </p>

      <h2>Children</h2>
      <p>
        HomeLedger is meant for adults managing homes and businesses. It is not directed at children
        under 13.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of the page, and we will tell you
        by email before any change that affects how your information is used.
      </p>

      <h2>Contact</h2>
      <p>
        <Contact />.
      </p>
    </LegalPage>
  );
}

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using HomeLedger, the repair-history service for homeowners, contractors and realtors, during its free preview."
      intro="The rules for using HomeLedger. Please read them: by creating an account you agree to them."
    >
      <h2>1. The service</h2>
      <p>
        HomeLedger lets homeowners record repairs and receipts for their properties, contractors
        connect QuickBooks, and realtors read and export the histories homeowners share with them.
        HomeLedger is in preview: features may change, and some features described on this site are
        marked as planned and are not available yet.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Give accurate information when you register, and keep it up to date.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account.
        </li>
        <li>Each account has one role, chosen when you register.</li>
        <li>
          Tell us straight away at {SUPPORT_EMAIL} if you think someone else has used your account.
        </li>
      </ul>

      <h2>3. Your content</h2>
      <p>
        You own the records and receipts you add. You allow us to store them and to show them to you
        and to the people you share them with, only so that we can run HomeLedger. You are
        responsible for making sure what you upload is accurate and that you have the right to
        upload it.
      </p>

      <h2>4. Properties and ownership</h2>
      <p>
        Only add properties that you own or are authorized to manage. If two homeowners claim the
        same address, both properties are marked &quot;Ownership Disputed&quot; and no new repairs
        can be added until one claim is removed. We may ask for reasonable proof of ownership when
        helping to resolve a dispute.
      </p>
      <p>
        &quot;Verified&quot; means that no other HomeLedger homeowner has claimed the address. It is
        not a check of legal title, and HomeLedger does not inspect homes or confirm that the
        recorded work was done.
      </p>

      <h2>5. Realtors</h2>
      <p>
        Use property histories shared with you only to serve that homeowner and their prospective
        buyers, and respect the homeowner&apos;s privacy. Access ends when the homeowner stops
        sharing.
      </p>

      <h2>6. Contractors and QuickBooks</h2>
      <p>
        When you connect QuickBooks you authorize HomeLedger to read your invoices from your
        QuickBooks company. Intuit&apos;s own terms apply to your QuickBooks account. You can revoke
        access from your Intuit account at any time.
      </p>

      <h2>7. Acceptable use</h2>
      <ul>
        <li>Do not try to access data that is not yours or not shared with you.</li>
        <li>
          Do not upload unlawful content, malware, or other people&apos;s personal information
          without their permission.
        </li>
        <li>Do not disrupt the service or use it to send spam.</li>
      </ul>

      <h2>8. Price</h2>
      <p>
        HomeLedger is free during the preview. If we introduce paid plans, we will tell you before
        anything changes, and nothing will be charged without your agreement.
      </p>

      <h2>9. Ending your use</h2>
      <p>
        You can stop using HomeLedger and ask us to delete your account at any time. We may suspend
        accounts that break these terms, and we will tell you why unless the law prevents it.
      </p>

      <h2>10. No warranty</h2>
      <p>
        HomeLedger is provided &quot;as is&quot;, especially during the preview. We work to keep it
        available and your data safe, but we cannot promise that it will be uninterrupted or
        error-free. Keep your own copies of important documents such as original receipts. To the
        extent the law allows, we are not liable for indirect or consequential losses arising from
        your use of the service.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        When we change these terms we update the date at the top of this page and tell you before
        significant changes take effect.
      </p>

      <h2>12. Contact</h2>
      <p>
        <Contact />.
      </p>
    </LegalPage>
  );
}

/** Every item HomeLedger keeps in the browser, one table row each. */
const BROWSER_ITEMS: readonly {
  name: string;
  /** The name is a storage key (shown as code) rather than a description. */
  isKey: boolean;
  where: string;
  purpose: string;
  howLong: string;
}[] = [
  {
    name: THEME_STORAGE_KEY,
    isKey: true,
    where: 'Local storage',
    purpose: 'Remembers your choice of light, dark or system theme.',
    howLong: 'Until you clear it',
  },
  {
    name: PREVIEW_BYPASS_KEY,
    isKey: true,
    where: 'Local storage',
    purpose:
      'During the pre-launch preview, remembers that this browser entered the preview password, so the "Coming Soon" screen stays away.',
    howLong: 'Until you clear it',
  },
  {
    name: SESSION_HINT_KEY,
    isKey: true,
    where: 'Local storage',
    purpose:
      'Notes that this browser has a signed-in session, so public pages load faster for visitors who never sign in. Contains no personal data.',
    howLong: 'Removed when you log out',
  },
  {
    name: SIDEBAR_COOKIE_NAME,
    isKey: true,
    where: 'Cookie',
    purpose: 'Contractor portal: remembers whether you keep the sidebar open or collapsed.',
    howLong: '7 days',
  },
  {
    name: QUICKBOOKS_CALLBACK_COOKIE,
    isKey: true,
    where: 'Cookie',
    purpose:
      'Contractor portal: a random one-time code set when you connect QuickBooks, so that when Intuit sends you back, HomeLedger can check it is the same browser. It holds nothing about you or your sign-in, is sent only to that return address and is removed when you come back.',
    howLong: '10 minutes',
  },
  {
    name: 'Firebase Authentication session',
    isKey: false,
    where: 'IndexedDB',
    purpose: 'Keeps you signed in between visits. Set by Firebase Authentication.',
    howLong: 'Until you log out',
  },
  {
    name: 'App files',
    isKey: false,
    where: 'Cache storage',
    purpose:
      'The pages and code of the app, kept by its service worker so HomeLedger opens fast and without a connection. They hold nothing about you: your data is never cached.',
    howLong: 'Until the next version of the app',
  },
  {
    name: 'Shared files',
    isKey: false,
    where: 'IndexedDB',
    purpose:
      'A photo or PDF you share into HomeLedger from another app, kept only until you choose the home it belongs to.',
    howLong: 'At most a day',
  },
];

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="HomeLedger uses no advertising cookies. Here is every item it stores in your browser and why."
      intro="HomeLedger does not use advertising or tracking cookies. Here is everything it keeps in your browser, and why."
    >
      <h2>What we store in your browser</h2>
      <div className={tableWrap}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>
            Items HomeLedger stores in your browser
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Where</th>
              <th scope="col">Purpose</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {BROWSER_ITEMS.map((item) => (
              <tr key={item.name}>
                <th scope="row">{item.isKey ? <code>{item.name}</code> : item.name}</th>
                <td data-label="Where">{item.where}</td>
                <td data-label="Purpose">{item.purpose}</td>
                <td data-label="How long">{item.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        These items are strictly necessary for the features you use, or remember a choice you made.
        They are never used for advertising.
      </p>

      <h2>Third parties</h2>
      <ul>
        <li>
          <strong>Google Maps Platform:</strong> pages that show a map or address suggestions load
          Google Maps, which is covered by Google&apos;s privacy policy.
        </li>
        <li>
          <strong>Intuit:</strong> when a contractor connects QuickBooks, they sign in on
          Intuit&apos;s website, where Intuit&apos;s own cookie policy applies.
        </li>
      </ul>
      <p>We use no advertising networks, analytics trackers or social-media pixels.</p>

      <h2>Your choices</h2>
      <p>
        You can delete these items at any time in your browser&apos;s settings (for example,
        &quot;Clear site data&quot;). Doing so signs you out, resets the theme to your system
        setting and, during the preview, shows the &quot;Coming Soon&quot; screen again.
      </p>

      <h2>Contact</h2>
      <p>
        <Contact />. See also our{' '}
        <Link to={paths.privacy} className={textLink}>
          Privacy Policy
        </Link>
        .
      </p>
    </LegalPage>
  );
}

const prose = css({
  color: 'fg.muted',
  lineHeight: '1.75',
  '& h2': {
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: 'bold',
    color: 'fg.default',
    mt: '10',
    mb: '3',
    lineHeight: '1.3',
  },
  '& h2:first-child': { mt: '0' },
  '& p': { mb: '4' },
  '& ul': { listStyle: 'disc', pl: '6', mb: '4', display: 'grid', gap: '2' },
  '& li::marker': { color: 'accent.default' },
  '& strong': { color: 'fg.default', fontWeight: 'semibold' },
  '& code': {
    fontFamily: 'mono',
    fontSize: 'sm',
    bg: 'bg.muted',
    px: '1.5',
    py: '0.5',
    borderRadius: 'l1',
    color: 'fg.default',
  },
});

const tableWrap = css({
  mb: '4',
  md: { overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2' },
});

const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    px: '4',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& thead th': {
    bg: 'bg.subtle',
    color: 'fg.default',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  '& tbody th': { color: 'fg.default', fontWeight: 'medium', whiteSpace: 'nowrap' },
  '& tbody tr:last-child > *': { borderBottomWidth: '0' },
  // Phones: one card per row, each cell labelled.
  mdDown: {
    display: 'block',
    '& thead': { srOnly: true },
    '& tbody': { display: 'grid', gap: '3' },
    '& tr': {
      display: 'block',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      overflow: 'hidden',
    },
    '& th, & td, & tbody tr:last-child > *': { display: 'block', borderBottomWidth: '0', py: '2' },
    '& tbody th': { bg: 'bg.subtle', whiteSpace: 'normal', borderBottomWidth: '1px', py: '3' },
    '& td::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'fg.default',
      textTransform: 'uppercase',
      letterSpacing: '0.05em',
    },
  },
});
