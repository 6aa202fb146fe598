import type { Role } from '@homeledger/domain';

/** The signed-in user as the client sees it (spec §3 "User"). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Whether the account proved it owns its email (Firebase Auth's `emailVerified`). */
  emailVerified: boolean;
  businessName?: string;
  phoneNumber?: string;
  website?: string;
}
