import {
  BadgeCheck,
  Bell,
  Building,
  Calculator,
  ChartNoAxesCombined,
  ClipboardList,
  CreditCard,
  FileSpreadsheet,
  FileText,
  HardHat,
  Layers,
  LockKeyhole,
  MapPin,
  Receipt,
  Smartphone,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import {
  AvailabilityBadge,
  cardSurface,
  cardText,
  cardTitle,
  CtaBand,
  gridCols,
  IconTile,
  listReset,
  PageHeader,
  Section,
  type Availability,
  type Tone,
} from '@/components/content/marketing-ui';
import { registerAs } from '@/lib/paths';
import { GetStartedActions } from './get-started-actions';

export interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
  status: Availability;
  /** Small print: what exists today, what is still to come. */
  note?: string;
  tone?: Tone;
}

/** The eight main features, grouped by audience (anchors #homeowners and #contractors). */
export const HOMEOWNER_FEATURES: readonly Feature[] = [
  {
    title: 'Complete Repair History',
    icon: ClipboardList,
    status: 'available',
    text: 'Every repair in one timeline: service type, date, cost, contractor and notes, newest first.',
  },
  {
    title: 'Multiple Properties',
    icon: Layers,
    status: 'available',
    text: 'Add every home you own. Each property keeps its own history and its own statistics.',
  },
  {
    title: 'Home Value Insights',
    icon: ChartNoAxesCombined,
    status: 'available',
    text: 'See what each home has cost you (repair count, last repair, total spent) and show buyers the care behind the price.',
  },
  {
    title: 'Secure Storage',
    icon: LockKeyhole,
    status: 'available',
    text: 'Records and receipts are stored on Google Firebase. Only you, and the realtors you share with, can read them.',
  },
  {
    title: 'Detailed Reports',
    icon: FileSpreadsheet,
    status: 'available',
    text: 'Realtors export shared property and repair histories to CSV for buyers and listings.',
    note: 'PDF reports are planned.',
  },
  {
    title: 'Maintenance Reminders',
    icon: Bell,
    status: 'coming-soon',
    text: 'Reminders for recurring jobs like HVAC servicing and gutter cleaning.',
    note: 'Not available yet: log repairs today and reminders will build on that history.',
  },
];

export const CONTRACTOR_FEATURES: readonly Feature[] = [
  {
    title: 'Accounting Integration',
    icon: Calculator,
    status: 'available',
    tone: 'warning',
    text: 'Connect QuickBooks Online from the Contractor Portal and fetch your recent invoices. Your keys never reach the browser.',
  },
  {
    title: 'Contractor Network',
    icon: Users,
    status: 'available',
    tone: 'warning',
    text: 'Join HomeLedger with your business name, phone and website, and get your own Contractor Portal.',
    note: 'A directory where homeowners can find you is planned.',
  },
];

/** "Features at a glance": eight smaller cards. */
export const AT_A_GLANCE: readonly Feature[] = [
  {
    title: 'Verified Property History',
    icon: BadgeCheck,
    status: 'available',
    tone: 'success',
    text: 'One address, one owner. If two homeowners claim the same home, both are flagged until it is resolved.',
  },
  {
    title: 'Listing Enhancements for Realtors',
    icon: Building,
    status: 'available',
    tone: 'success',
    text: 'Realtors read the histories homeowners share with them and add them to listings.',
  },
  {
    title: 'Receipt Storage',
    icon: Receipt,
    status: 'available',
    tone: 'success',
    text: 'Attach PDF, JPG or PNG receipts of up to 10 MB to any repair.',
  },
  {
    title: 'Read-only Sharing',
    icon: Users,
    status: 'available',
    tone: 'success',
    text: 'Share one property with a realtor by email. They can read, never change, and you can stop at any time.',
  },
  {
    title: 'Address Suggestions',
    icon: MapPin,
    status: 'available',
    tone: 'success',
    text: 'Suggestions as you type an address, with manual entry always available.',
  },
  {
    title: 'PDF Export',
    icon: FileText,
    status: 'planned',
    tone: 'info',
    text: 'A printable history of a property for buyers, inspectors and insurers.',
  },
  {
    title: 'Mobile Apps',
    icon: Smartphone,
    status: 'planned',
    tone: 'info',
    text: 'Native apps are planned. HomeLedger already works in any modern mobile browser.',
  },
  {
    title: 'Subscription Plans',
    icon: CreditCard,
    status: 'planned',
    tone: 'info',
    text: 'HomeLedger is free during the preview. Paid plans will be announced before anything changes.',
  },
];

/** Scrolls to the element named by the URL hash (React Router does not). */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    // Wait a frame so the section is laid out (the page may just have mounted).
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li className={cx(cardSurface, css({ gap: '3' }))}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <IconTile
          icon={feature.icon}
          tone={feature.status === 'available' ? (feature.tone ?? 'accent') : 'info'}
        />
        <AvailabilityBadge status={feature.status} />
      </div>
      <h3 className={cardTitle}>{feature.title}</h3>
      <p className={cardText}>{feature.text}</p>
      {feature.note ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', fontStyle: 'italic', mt: 'auto' })}>
          {feature.note}
        </p>
      ) : null}
    </li>
  );
}

function FeatureList({ features, cols }: { features: readonly Feature[]; cols: 2 | 3 | 4 }) {
  return (
    <ul className={cx(gridCols(cols), listReset)}>
      {features.map((f) => (
        <FeatureCard key={f.title} feature={f} />
      ))}
    </ul>
  );
}

export function FeaturesPage() {
  useScrollToHash();
  return (
    <>
      <PageMeta
        title="Features"
        description="Repair history, receipts, verified ownership, QuickBooks for contractors and CSV export for realtors: everything HomeLedger does today, and what is coming next."
      />
      <PageHeader
        eyebrow="Features"
        title="Everything a home's history needs"
        lead="HomeLedger gives homeowners, contractors and realtors one trusted record of the work done on a home. Here is what you can use today, and what is still on the way."
      >
        <GetStartedActions learnMore="Learn How It Works" />
      </PageHeader>

      <Section
        id="homeowners"
        eyebrow="For homeowners"
        title="Keep the whole story of your home"
        intro="From the roof to the water heater, every repair and receipt in one place."
      >
        <FeatureList features={HOMEOWNER_FEATURES} cols={3} />
      </Section>

      <Section
        id="contractors"
        tone="subtle"
        eyebrow="For contractors"
        title="Bring your business with you"
        intro="Connect the accounting tools you already use, and be part of every home's history."
      >
        <FeatureList features={CONTRACTOR_FEATURES} cols={2} />
        <p className={css({ mt: '8', textAlign: 'center' })}>
          <Button asChild variant="outline">
            <Link to={registerAs('contractor')}>
              <HardHat aria-hidden="true" />
              Join as a contractor
            </Link>
          </Button>
        </p>
      </Section>

      <Section
        id="at-a-glance"
        eyebrow="At a glance"
        title="Features at a glance"
        intro="What sets HomeLedger apart, including what is planned next. Items marked Planned are not available yet."
      >
        <FeatureList features={AT_A_GLANCE} cols={4} />
      </Section>

      <CtaBand
        id="features-cta"
        title="Ready to start your home's history?"
        text="Free during the preview. Set up your first property in minutes."
      />
    </>
  );
}
