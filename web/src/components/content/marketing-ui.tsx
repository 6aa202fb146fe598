/**
 * Building blocks shared by the public pages (marketing, FAQ, help, legal):
 * page header, sections, icon tiles, availability badges and the closing
 * call-to-action band. Plain Panda CSS, no extra libraries, so the landing
 * page stays inside its JS budget.
 */
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { paths } from '@/lib/paths';

export const shell = css({
  width: 'full',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', sm: '6', lg: '8' },
});
export const narrowShell = css({
  width: 'full',
  maxW: '3xl',
  mx: 'auto',
  px: { base: '4', sm: '6', lg: '8' },
});

/** Header band at the top of a content page: eyebrow, the page's h1 and a lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  align = 'center',
  narrow = false,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'start';
  narrow?: boolean;
}) {
  return (
    <header className={headerBand}>
      <div aria-hidden="true" className={headerGlow} />
      <div
        className={cx(
          narrow ? narrowShell : shell,
          css({ position: 'relative', py: { base: '12', md: '16' } }),
          align === 'center' ? css({ textAlign: 'center' }) : undefined,
        )}
      >
        {eyebrow ? (
          <p className={cx(eyebrowStyle, align === 'center' ? css({ mx: 'auto' }) : undefined)}>
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={css({
            textStyle: 'h1',
            color: 'fg.default',
            mt: eyebrow ? '4' : '0',
            textWrap: 'balance',
          })}
        >
          {title}
        </h1>
        {lead ? (
          <p
            className={cx(
              css({ textStyle: 'lead', mt: '4', maxW: '2xl', textWrap: 'pretty' }),
              align === 'center' ? css({ mx: 'auto' }) : undefined,
            )}
          >
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}

const headerBand = css({
  position: 'relative',
  overflow: 'hidden',
  bg: 'bg.subtle',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

const headerGlow = css({
  position: 'absolute',
  inset: '0',
  pointerEvents: 'none',
  backgroundImage:
    'radial-gradient(ellipse 60% 80% at 50% -20%, color-mix(in srgb, var(--colors-accent-default) 18%, transparent), transparent 70%)',
});

export const eyebrowStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: 'sm',
  fontWeight: 'semibold',
  borderWidth: '1px',
  borderColor: 'color-mix(in srgb, var(--colors-accent-default) 30%, transparent)',
  width: 'fit-content',
});

/** A titled page section (h2), labelled for assistive tech. */
export function Section({
  id,
  title,
  intro,
  eyebrow,
  children,
  tone = 'default',
  align = 'center',
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'subtle';
  align?: 'center' | 'start';
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        css({ py: { base: '14', md: '20' }, scrollMarginTop: '16' }),
        tone === 'subtle'
          ? css({ bg: 'bg.subtle', borderYWidth: '1px', borderColor: 'border.default' })
          : undefined,
      )}
    >
      <div className={shell}>
        <div
          className={cx(
            css({ maxW: '2xl', mb: { base: '8', md: '12' } }),
            align === 'center' ? css({ mx: 'auto', textAlign: 'center' }) : undefined,
          )}
        >
          {eyebrow ? (
            <p
              className={css({
                fontSize: 'sm',
                fontWeight: 'semibold',
                color: 'accent.text',
                textTransform: 'uppercase',
                letterSpacing: '0.08em',
                mb: '2',
              })}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={css({ textStyle: 'h2', color: 'fg.default', textWrap: 'balance' })}
          >
            {title}
          </h2>
          {intro ? (
            <p
              className={css({
                mt: '3',
                color: 'fg.muted',
                fontSize: { base: 'md', md: 'lg' },
                textWrap: 'pretty',
              })}
            >
              {intro}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export type Tone = 'accent' | 'success' | 'warning' | 'info' | 'danger';

const tileTone: Record<Tone, string> = {
  accent: css({ bg: 'accent.subtle', color: 'accent.text' }),
  success: css({ bg: 'success.subtle', color: 'success.text' }),
  warning: css({ bg: 'warning.subtle', color: 'warning.text' }),
  info: css({ bg: 'info.subtle', color: 'info.text' }),
  danger: css({ bg: 'danger.subtle', color: 'danger.text' }),
};

/** A rounded square holding a decorative icon. */
export function IconTile({
  icon: Icon,
  tone = 'accent',
  size = 'md',
}: {
  icon: LucideIcon;
  tone?: Tone;
  size?: 'md' | 'lg';
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: '0',
          borderRadius: 'l3',
        }),
        size === 'lg' ? css({ w: '14', h: '14' }) : css({ w: '11', h: '11' }),
        tileTone[tone],
      )}
    >
      <Icon size={size === 'lg' ? 28 : 22} strokeWidth={2} />
    </span>
  );
}

export type Availability = 'available' | 'coming-soon' | 'planned';

const AVAILABILITY_LABEL: Record<Exclude<Availability, 'available'>, string> = {
  'coming-soon': 'Coming soon',
  planned: 'Planned',
};

/** "Coming soon" / "Planned" pill; renders nothing for available features. */
export function AvailabilityBadge({ status }: { status: Availability }) {
  if (status === 'available') return null;
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        px: '2.5',
        py: '0.5',
        borderRadius: 'full',
        fontSize: 'xs',
        fontWeight: 'semibold',
        whiteSpace: 'nowrap',
        borderWidth: '1px',
        bg: 'warning.subtle',
        color: 'warning.text',
        borderColor: 'warning.default',
      })}
    >
      {AVAILABILITY_LABEL[status]}
    </span>
  );
}

/** Card surface used across the public pages. */
export const cardSurface = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '5', md: '6' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'xs',
});

/** Hover lift for cards that contain a single main link. */
export const cardInteractive = css({
  transition: 'border-color 0.15s, box-shadow 0.15s, transform 0.15s',
  _hover: { borderColor: 'accent.default', boxShadow: 'md', transform: 'translateY(-2px)' },
  _focusWithin: { borderColor: 'accent.default' },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
});

export const cardTitle = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  color: 'fg.default',
  lineHeight: '1.35',
});
export const cardText = css({ color: 'fg.muted', fontSize: 'sm', lineHeight: '1.65' });

/** Inline text link with a visible underline on hover and focus. */
export const textLink = css({
  color: 'accent.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
});

/** A list without bullets or indent (the grids of cards are lists). */
export const listReset = css({ listStyle: 'none', p: '0', m: '0' });

/** A wrapping row of text links (related links, the legal documents). */
export const linkRow = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '5',
});

/** A row of buttons or links, centred, wrapping on narrow screens. */
export const actionRow = css({
  mt: '8',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  justifyContent: 'center',
});

/** A round numbered badge in front of a step ("1", "2", …). */
export const stepBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: 'sm',
  fontWeight: 'bold',
  borderWidth: '1px',
  borderColor: 'accent.default',
});

/** Four small cards, each an icon, a title and a line of text. */
export function IconCardGrid({
  items,
}: {
  items: readonly { icon: LucideIcon; title: string; text: string }[];
}) {
  return (
    <ul className={cx(gridCols(4), listReset)}>
      {items.map((item) => (
        <li key={item.title} className={cardSurface}>
          <IconTile icon={item.icon} />
          <h3 className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{item.title}</h3>
          <p className={cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A text link with an icon beside its words. */
export const iconTextLink = cx(
  textLink,
  css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' }),
);

/** A text link that ends in an arrow: "go on to …" (the audience cards' sign-up links). */
export function ArrowLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cx(iconTextLink, className)}>
      {children}
      <ArrowRight size={16} aria-hidden="true" />
    </Link>
  );
}

/** Responsive grid: 1 column on phones, `cols` from the large breakpoint. */
export function gridCols(cols: 2 | 3 | 4) {
  return cols === 2 ? grid2 : cols === 3 ? grid3 : grid4;
}
const grid2 = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});
const grid3 = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
});
const grid4 = css({
  display: 'grid',
  gap: { base: '4', md: '5' },
  gridTemplateColumns: {
    base: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
});

/** A link of the CTA band: where it goes and what it says. */
export interface CtaLink {
  to: string;
  label: ReactNode;
}

/** The CTA band's usual pair of links: sign up, or read the FAQ first. */
const CREATE_ACCOUNT: CtaLink = { to: paths.register, label: 'Create your free account' };
const READ_THE_FAQ: CtaLink = { to: paths.faq, label: 'Read the FAQ' };

/** The closing call to action at the bottom of a page. */
export function CtaBand({
  id,
  title,
  text,
  primary = CREATE_ACCOUNT,
  secondary = READ_THE_FAQ,
}: {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  /** The main action (white, with an arrow). */
  primary?: CtaLink;
  secondary?: CtaLink;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={css({ py: { base: '14', md: '20' } })}>
      <div className={shell}>
        <div className={ctaCard}>
          <div aria-hidden="true" className={ctaPattern} />
          <div className={css({ position: 'relative', maxW: '2xl', mx: 'auto' })}>
            <h2
              id={headingId}
              className={css({ textStyle: 'h2', color: 'white', textWrap: 'balance' })}
            >
              {title}
            </h2>
            {text ? (
              <p
                className={css({ mt: '3', fontSize: { base: 'md', md: 'lg' }, color: 'blue.100' })}
              >
                {text}
              </p>
            ) : null}
            <div className={actionRow}>
              <Link to={primary.to} className={ctaPrimary}>
                {primary.label}
                <ArrowRight size={18} aria-hidden="true" />
              </Link>
              <Link to={secondary.to} className={ctaSecondary}>
                {secondary.label}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

const ctaCard = css({
  position: 'relative',
  overflow: 'hidden',
  textAlign: 'center',
  borderRadius: '2xl',
  px: { base: '6', md: '12' },
  py: { base: '10', md: '14' },
  // A fixed deep blue in both themes: white text on it is AA everywhere.
  bg: 'blue.800',
  backgroundImage: 'linear-gradient(135deg, {colors.blue.800} 0%, {colors.indigo.800} 100%)',
  boxShadow: 'lg',
});

const ctaPattern = css({
  position: 'absolute',
  inset: '0',
  opacity: '0.15',
  backgroundImage: 'radial-gradient(circle at 1px 1px, white 1px, transparent 0)',
  backgroundSize: '22px 22px',
});

/** Buttons for the CTA band, which always sits on a dark blue background. */
const ctaButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '12',
  px: '6',
  borderRadius: 'l2',
  fontWeight: 'semibold',
  transition: 'background 0.15s',
  _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '3px' },
});
const ctaPrimary = cx(
  ctaButton,
  css({ bg: 'white', color: 'blue.800', boxShadow: 'sm', _hover: { bg: 'blue.50' } }),
);
const ctaSecondary = cx(
  ctaButton,
  css({
    color: 'white',
    borderWidth: '1px',
    borderColor: 'rgba(255, 255, 255, 0.7)',
    _hover: { bg: 'rgba(255, 255, 255, 0.12)' },
  }),
);
