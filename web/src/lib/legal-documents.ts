import { paths } from './paths';

/** HomeLedger's legal documents, in the order the site links them (footer, each document's foot). */
export const LEGAL_DOCUMENTS = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.cookies, label: 'Cookie Policy' },
] as const;
