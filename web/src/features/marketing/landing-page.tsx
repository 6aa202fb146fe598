import {
  BadgeCheck,
  BriefcaseBusiness,
  Calculator,
  CircleCheck,
  ClipboardList,
  FileSpreadsheet,
  HardHat,
  House,
  MapPinHouse,
  Receipt,
  Share2,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import {
  ArrowLink,
  cardInteractive,
  cardSurface,
  cardText,
  cardTitle,
  CtaBand,
  eyebrowStyle,
  gridCols,
  IconCardGrid,
  IconTile,
  listReset,
  Section,
  shell,
  textLink,
  type Tone,
} from '@/components/content/marketing-ui';
import { paths, registerAs } from '@/lib/paths';
import { GetStartedActions } from './get-started-actions';

interface Audience {
  type: 'homeowner' | 'contractor' | 'realtor';
  icon: LucideIcon;
  tone: Tone;
  title: string;
  text: string;
  points: readonly string[];
  cta: string;
}

const AUDIENCES: readonly Audience[] = [
  {
    type: 'homeowner',
    icon: House,
    tone: 'accent',
    title: 'For Homeowners',
    text: 'Build a complete, dated record of everything done to your home.',
    points: [
      'Log repairs with cost and contractor',
      'Keep receipts with each repair',
      'Share the history when you sell',
    ],
    cta: 'Sign up as a homeowner',
  },
  {
    type: 'contractor',
    icon: HardHat,
    tone: 'warning',
    title: 'For Contractors',
    text: 'A portal for your business that works with the tools you already use.',
    points: [
      'Join with your business details',
      'Connect QuickBooks Online',
      'See your recent invoices in one place',
    ],
    cta: 'Join as a contractor',
  },
  {
    type: 'realtor',
    icon: BriefcaseBusiness,
    tone: 'success',
    title: 'For Realtors',
    text: 'Give buyers a documented maintenance history they can trust.',
    points: [
      'Read histories homeowners share with you',
      'Export properties and repairs to CSV',
      'Stand out with verified listings',
    ],
    cta: 'Join as a realtor',
  },
];

const STEPS = [
  {
    icon: MapPinHouse,
    title: 'Add your home',
    text: 'Enter the address once. HomeLedger checks that no one else has claimed it.',
  },
  {
    icon: ClipboardList,
    title: 'Log every repair',
    text: 'Record the service, date, cost and contractor, and attach the receipt.',
  },
  {
    icon: Share2,
    title: 'Share when it matters',
    text: 'Give your realtor read-only access to one property, and take it back any time.',
  },
] as const;

const HIGHLIGHTS = [
  {
    icon: BadgeCheck,
    title: 'Verified ownership',
    text: 'One address, one owner. Conflicting claims are flagged.',
  },
  {
    icon: Receipt,
    title: 'Receipts kept safe',
    text: 'PDF, JPG or PNG receipts up to 10 MB, stored with each repair.',
  },
  {
    icon: FileSpreadsheet,
    title: 'CSV export',
    text: 'Realtors export shared histories for buyers in one click.',
  },
  {
    icon: Calculator,
    title: 'QuickBooks link',
    text: 'Contractors connect QuickBooks Online and fetch invoices.',
  },
] as const;

export function LandingPage() {
  return (
    <>
      <PageMeta
        title="HomeLedger"
        description="Your home's complete repair history, in one convenient place. Log repairs and receipts, verify ownership and share a trusted history with your realtor."
      />
      <Hero />

      <Section
        id="audiences"
        eyebrow="Who it's for"
        title="One history, three ways to use it"
        intro="Homeowners keep the record, contractors bring their books, and realtors show buyers what has been done."
      >
        <ul className={cx(gridCols(3), listReset)}>
          {AUDIENCES.map((a) => (
            <li key={a.type} className={cx(cardSurface, cardInteractive, css({ gap: '4' }))}>
              <IconTile icon={a.icon} tone={a.tone} size="lg" />
              <div>
                <h3 className={cardTitle}>{a.title}</h3>
                <p className={cx(cardText, css({ mt: '1.5' }))}>{a.text}</p>
              </div>
              <ul className={cx(listReset, css({ display: 'grid', gap: '2', flex: '1' }))}>
                {a.points.map((p) => (
                  <li
                    key={p}
                    className={css({
                      display: 'flex',
                      gap: '2',
                      fontSize: 'sm',
                      color: 'fg.default',
                    })}
                  >
                    <CircleCheck
                      size={18}
                      aria-hidden="true"
                      className={css({ color: 'success.default', flexShrink: '0', mt: '0.5' })}
                    />
                    {p}
                  </li>
                ))}
              </ul>
              <ArrowLink to={registerAs(a.type)} className={css({ mt: '2' })}>
                {a.cta}
              </ArrowLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="steps"
        tone="subtle"
        eyebrow="How it works"
        title="Start a trusted record in minutes"
        intro="No spreadsheets, no shoebox of receipts: just the history of your home, ready when you need it."
      >
        <ol className={cx(gridCols(3), listReset)}>
          {STEPS.map((s, i) => (
            <li key={s.title} className={cx(cardSurface, css({ gap: '4' }))}>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <span className={stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <s.icon size={22} aria-hidden="true" className={css({ color: 'accent.text' })} />
              </div>
              <h3 className={cardTitle}>
                <span className={css({ srOnly: true })}>Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className={cardText}>{s.text}</p>
            </li>
          ))}
        </ol>
        <p className={css({ mt: '8', textAlign: 'center' })}>
          <Link to={paths.howItWorks} className={textLink}>
            See the full walkthrough
          </Link>
        </p>
      </Section>

      <Section
        id="highlights"
        eyebrow="Built on trust"
        title="The details that make a history believable"
        intro="Every record is tied to a verified owner, and only the people you choose can read it."
      >
        <IconCardGrid items={HIGHLIGHTS} />
        <p className={css({ mt: '8', textAlign: 'center' })}>
          <Link to={paths.features} className={textLink}>
            Explore all features
          </Link>
        </p>
      </Section>

      <CtaBand
        id="cta"
        title="Start your home's history today"
        text="HomeLedger is free during the preview. No credit card, nothing to cancel."
      />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className={heroBand}>
      <div aria-hidden="true" className={heroBackdrop} />
      <div
        className={cx(
          shell,
          css({
            position: 'relative',
            display: 'grid',
            gap: { base: '12', lg: '16' },
            alignItems: 'center',
            gridTemplateColumns: { base: '1fr', lg: '1.1fr 0.9fr' },
            py: { base: '14', md: '20', lg: '24' },
          }),
        )}
      >
        <div className={css({ textAlign: { base: 'center', lg: 'start' } })}>
          <p className={cx(eyebrowStyle, css({ mx: { base: 'auto', lg: '0' } }))}>
            <ShieldCheck size={16} aria-hidden="true" />
            Now in free preview
          </p>
          <h1 id="hero-heading" className={heroTitle}>
            Your home&apos;s complete repair history,{' '}
            <span className={css({ color: 'accent.text' })}>in one convenient place</span>
          </h1>
          <p
            className={css({
              textStyle: 'lead',
              mt: '5',
              maxW: 'xl',
              mx: { base: 'auto', lg: '0' },
              textWrap: 'pretty',
            })}
          >
            Track every repair, keep every receipt and share a verified history with buyers,
            contractors and realtors.
          </p>
          <GetStartedActions
            className={css({ justifyContent: { lg: 'flex-start' } })}
            learnMore={
              <>
                Learn More
                <span className={css({ srOnly: true })}> about how HomeLedger works</span>
              </>
            }
          />
          <p className={css({ mt: '5', fontSize: 'sm', color: 'fg.muted' })}>
            Free during the preview · No credit card needed
          </p>
        </div>
        <HistoryPreview />
      </div>
    </section>
  );
}

const SAMPLE_REPAIRS = [
  {
    service: 'Roof replacement',
    type: 'Roofing',
    date: 'Oct 14, 2026',
    cost: '$8,450.00',
    receipt: true,
  },
  {
    service: 'Water heater replacement',
    type: 'Plumbing',
    date: 'Aug 2, 2026',
    cost: '$1,280.00',
    receipt: true,
  },
  { service: 'AC tune-up', type: 'HVAC', date: 'May 19, 2026', cost: '$189.00', receipt: false },
] as const;

/** An illustration of a property's history, drawn with HTML (no images). Decorative. */
function HistoryPreview() {
  return (
    <div
      aria-hidden="true"
      className={css({ position: 'relative', maxW: 'md', w: 'full', mx: 'auto' })}
    >
      <div className={previewCard}>
        <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
          <span
            className={css({
              display: 'inline-flex',
              p: '2',
              borderRadius: 'l2',
              bg: 'accent.subtle',
              color: 'accent.text',
            })}
          >
            <House size={20} />
          </span>
          <div className={css({ flex: '1', minW: '0' })}>
            <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>42 Maple Street</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Springfield, IL 62704</p>
          </div>
          <span className={verifiedPill}>
            <BadgeCheck size={14} />
            Verified
          </span>
        </div>

        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: '2',
            mt: '5',
          })}
        >
          {[
            ['Repairs', '3'],
            ['Last repair', 'Oct 14'],
            ['Total spent', '$9,919'],
          ].map(([k, v]) => (
            <div
              key={k}
              className={css({
                bg: 'bg.subtle',
                borderRadius: 'l2',
                px: '3',
                py: '2',
                borderWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{k}</dt>
              <dd className={css({ fontWeight: 'bold', color: 'fg.default' })}>{v}</dd>
            </div>
          ))}
        </dl>

        <ol className={cx(listReset, css({ mt: '5', display: 'grid', gap: '0' }))}>
          {SAMPLE_REPAIRS.map((r, i) => (
            <li key={r.service} className={css({ display: 'flex', gap: '3' })}>
              <span
                className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center' })}
              >
                <span
                  className={css({
                    w: '2.5',
                    h: '2.5',
                    mt: '1.5',
                    borderRadius: 'full',
                    bg: 'accent.default',
                  })}
                />
                {i < SAMPLE_REPAIRS.length - 1 ? (
                  <span className={css({ flex: '1', w: '0.5', bg: 'border.default', my: '1' })} />
                ) : null}
              </span>
              <div
                className={css({
                  flex: '1',
                  minW: '0',
                  pb: i < SAMPLE_REPAIRS.length - 1 ? '4' : '0',
                })}
              >
                <div
                  className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}
                >
                  <p className={css({ fontWeight: 'medium', fontSize: 'sm', color: 'fg.default' })}>
                    {r.service}
                  </p>
                  <p
                    className={css({
                      fontWeight: 'semibold',
                      fontSize: 'sm',
                      color: 'fg.default',
                      fontVariantNumeric: 'tabular-nums',
                    })}
                  >
                    {r.cost}
                  </p>
                </div>
                <p
                  className={css({
                    fontSize: 'xs',
                    color: 'fg.muted',
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    mt: '0.5',
                  })}
                >
                  {r.type} · {r.date}
                  {r.receipt ? (
                    <span
                      className={css({
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: '1',
                        color: 'accent.text',
                        fontWeight: 'medium',
                      })}
                    >
                      <Receipt size={12} /> Receipt
                    </span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>

      <div className={floatingChip}>
        <Share2 size={16} className={css({ color: 'success.text' })} />
        Shared with your realtor · read-only
      </div>
    </div>
  );
}

const heroBand = css({ position: 'relative', overflow: 'hidden', bg: 'bg.canvas' });

const heroBackdrop = css({
  position: 'absolute',
  inset: '0',
  pointerEvents: 'none',
  backgroundImage: [
    'radial-gradient(ellipse 55% 60% at 85% 30%, color-mix(in srgb, var(--colors-accent-default) 16%, transparent), transparent 70%)',
    'radial-gradient(ellipse 35% 35% at 0% 60%, color-mix(in srgb, var(--colors-success-default) 8%, transparent), transparent 70%)',
  ].join(', '),
  _after: {
    content: '""',
    position: 'absolute',
    inset: '0',
    backgroundImage:
      'linear-gradient(to right, var(--colors-border-default) 1px, transparent 1px), linear-gradient(to bottom, var(--colors-border-default) 1px, transparent 1px)',
    backgroundSize: '48px 48px',
    opacity: '0.35',
    maskImage: 'radial-gradient(ellipse 70% 60% at 50% 40%, black, transparent 75%)',
  },
});

const heroTitle = css({
  mt: '5',
  fontFamily: 'heading',
  fontWeight: 'extrabold',
  fontSize: { base: '4xl', md: '5xl', xl: '6xl' },
  lineHeight: '1.08',
  letterSpacing: '-0.03em',
  color: 'fg.default',
  textWrap: 'balance',
});

const previewCard = css({
  position: 'relative',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: '2xl',
  p: { base: '5', md: '6' },
  boxShadow: '0 24px 48px -12px rgb(15 23 42 / 0.18), 0 0 0 1px rgb(15 23 42 / 0.02)',
  transform: { lg: 'rotate(1deg)' },
});

const verifiedPill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'success.subtle',
  color: 'success.text',
  borderWidth: '1px',
  borderColor: 'success.default',
});

const floatingChip = css({
  position: { base: 'relative', sm: 'absolute' },
  mt: { base: '3', sm: '0' },
  bottom: { sm: '-5' },
  left: { sm: '-6' },
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3.5',
  py: '2',
  borderRadius: 'full',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'lg',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
});

const stepNumber = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'accent.fg',
  fontWeight: 'bold',
});
