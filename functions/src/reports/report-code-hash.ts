/**
 * What a report stores of its verification code (#33): its SHA-256, never the code. The
 * code is printed on the report (and in its QR link) and is stored as it is only until the
 * render has printed it; `verifyReport` looks a code up by this hash. 130 random bits need
 * no salt or key: nobody can walk the space to turn a hash back into a code.
 */
import { createHash } from 'node:crypto';
import { normalizeReportCode } from '@homeledger/domain';

export function reportCodeHash(code: string): string {
  return createHash('sha256').update(normalizeReportCode(code), 'utf8').digest('hex');
}
