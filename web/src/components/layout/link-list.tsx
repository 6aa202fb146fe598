import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** A link of a LinkList: where it goes and what it says. */
export interface ListedLink {
  to: string;
  label: string;
}

/** HomeLedger's legal documents: linked from the footer and at the foot of each document. */
export const LEGAL_DOCUMENTS: readonly ListedLink[] = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.cookies, label: 'Cookie Policy' },
];

/** A list of in-app links (the footer's columns, the legal documents). */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.label}>
          <Link to={l.to} className={linkClassName}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
