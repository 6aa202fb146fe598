import {
  BadgeCheck,
  BriefcaseBusiness,
  FileSpreadsheet,
  HardHat,
  House,
  LockKeyhole,
  Receipt,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import {
  ArrowLink,
  cardSurface,
  cardText,
  CtaBand,
  gridCols,
  IconCardGrid,
  IconTile,
  listReset,
  PageHeader,
  Section,
  stepBadge,
  textLink,
  type Tone,
} from '@/components/content/marketing-ui';
import { paths, registerAs } from '@/lib/paths';

interface Journey {
  id: 'homeowner' | 'contractor' | 'realtor';
  title: string;
  icon: LucideIcon;
  tone: Tone;
  steps: readonly { title: string; text: string }[];
  cta: string;
}

export const JOURNEYS: readonly Journey[] = [
  {
    id: 'homeowner',
    title: 'For Homeowners',
    icon: House,
    tone: 'accent',
    steps: [
      { title: 'Create your account', text: 'Sign up free and choose Homeowner.' },
      {
        title: 'Add your property',
        text: 'Enter the address. If another homeowner has claimed it, both claims are flagged as disputed until it is sorted out.',
      },
      {
        title: 'Log repairs and receipts',
        text: 'Record the service, date, cost and contractor, and attach a PDF, JPG or PNG receipt.',
      },
      {
        title: 'Share with your realtor',
        text: 'Give a realtor read-only access to a property by email, and remove it whenever you like.',
      },
    ],
    cta: 'Sign up as a homeowner',
  },
  {
    id: 'contractor',
    title: 'For Contractors',
    icon: HardHat,
    tone: 'warning',
    steps: [
      {
        title: 'Register your business',
        text: 'Sign up as a Contractor with your business name, phone and website.',
      },
      {
        title: 'Open your portal',
        text: 'You land in the Contractor Portal, your home base on HomeLedger.',
      },
      {
        title: 'Connect QuickBooks',
        text: 'Link your QuickBooks Online company securely through Intuit.',
      },
      {
        title: 'Fetch your invoices',
        text: 'See recent invoices, customers, amounts and open balances in one table.',
      },
    ],
    cta: 'Join as a contractor',
  },
  {
    id: 'realtor',
    title: 'For Realtors',
    icon: BriefcaseBusiness,
    tone: 'success',
    steps: [
      { title: 'Register as a realtor', text: 'Sign up as a Realtor with your business details.' },
      {
        title: 'Get invited by homeowners',
        text: 'Homeowners share a property with the email address of your account.',
      },
      {
        title: 'Review the history',
        text: 'Read every shared property and its repairs on your Realtor Dashboard.',
      },
      {
        title: 'Export for buyers',
        text: 'Download properties and repair records as CSV for listings and buyers.',
      },
    ],
    cta: 'Join as a realtor',
  },
];

const KEY_FEATURES = [
  {
    icon: BadgeCheck,
    title: 'Verified ownership',
    text: 'Each address belongs to one homeowner. Conflicting claims are flagged and block new repairs until resolved.',
  },
  {
    icon: Receipt,
    title: 'Receipts with every repair',
    text: 'Keep the proof next to the record: receipts up to 10 MB, opened only by people who can see the repair.',
  },
  {
    icon: LockKeyhole,
    title: 'You decide who sees what',
    text: 'Realtors see only the histories homeowners share with them, read-only. Only the person who added a repair can change it.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Ready to export',
    text: 'Realtors export shared properties and repairs as CSV that opens in any spreadsheet.',
  },
] as const;

export function HowItWorksPage() {
  return (
    <>
      <PageMeta
        title="How It Works"
        description="How homeowners, contractors and realtors use HomeLedger: add a property, log repairs and receipts, connect QuickBooks and share verified histories."
      />
      <PageHeader
        eyebrow="How it works"
        title="How HomeLedger works"
        lead="Four simple steps for each of the people who care about a home's history. Homeowners stay in control: realtors see only the histories homeowners share with them."
      />

      <Section
        id="journeys"
        title="Pick your path"
        intro="Every account has one role. Choose the one that fits you when you sign up."
      >
        <div className={gridCols(3)}>
          {JOURNEYS.map((j) => (
            <article
              key={j.id}
              aria-labelledby={`journey-${j.id}`}
              className={cx(cardSurface, css({ gap: '5' }))}
            >
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <IconTile icon={j.icon} tone={j.tone} />
                <h3
                  id={`journey-${j.id}`}
                  className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default' })}
                >
                  {j.title}
                </h3>
              </div>
              <ol className={cx(listReset, css({ display: 'grid', gap: '5', flex: '1' }))}>
                {j.steps.map((s, i) => (
                  <li
                    key={s.title}
                    className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '3' })}
                  >
                    <span aria-hidden="true" className={stepBadge}>
                      {i + 1}
                    </span>
                    <div>
                      <h4
                        className={css({
                          fontWeight: 'semibold',
                          color: 'fg.default',
                          lineHeight: '1.4',
                        })}
                      >
                        <span className={css({ srOnly: true })}>Step {i + 1}: </span>
                        {s.title}
                      </h4>
                      <p className={cx(cardText, css({ mt: '1' }))}>{s.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
              <ArrowLink
                to={registerAs(j.id)}
                className={css({ pt: '4', borderTopWidth: '1px', borderColor: 'border.default' })}
              >
                {j.cta}
              </ArrowLink>
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="key-features"
        tone="subtle"
        title="Key features"
        intro="What makes a HomeLedger history worth trusting."
      >
        <IconCardGrid items={KEY_FEATURES} />
        <p className={css({ mt: '8', textAlign: 'center', color: 'fg.muted' })}>
          Want the details?{' '}
          <Link to={paths.features} className={textLink}>
            See all features
          </Link>{' '}
          or{' '}
          <Link to={paths.faq} className={textLink}>
            read the FAQ
          </Link>
          .
        </p>
      </Section>

      <CtaBand
        id="how-cta"
        title="Ready to get started?"
        text="Create your free account and add your first property in minutes."
        primary={{ to: paths.register, label: 'Get Started' }}
        secondary={{ to: paths.help, label: 'Visit the Help Center' }}
      />
    </>
  );
}
