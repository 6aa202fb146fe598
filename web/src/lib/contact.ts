/** HomeLedger's public contact details (footer, help center, legal pages). */
export const SUPPORT_EMAIL = 'support@homeledger.app';
export const SUPPORT_PHONE = '(555) 010-4663';
/** `tel:` form of the support number. */
export const SUPPORT_PHONE_HREF = 'tel:+15550104663';
