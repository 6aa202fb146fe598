// Demo data for the emulators (README → Demo accounts). Loaded through
// scripts/lib/seed-demo.mjs, which bundles this file with esbuild (Node 20 cannot run
// TypeScript) so that it can share the domain's and registerAccount's own code.
//
// When the Auth emulator holds no accounts yet, three demo accounts are created the
// way registerAccount creates them (same plan: lower-case email, display name, `role`
// claim). When the Firestore emulator runs too, the demo homeowner gets a few
// properties and repairs, one property shared with the demo realtor, and the three
// get their profiles — every document shaped as docs/architecture.md §2 says — and each
// demo address its claims index (`addressClaims/{addressKey}`), as addProperty writes
// it, so adding a demo address again is refused or disputed exactly as for any other.
// Nothing is written where data already exists: what the user added is never touched.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  RegisterSchema,
  addressClaimsPath,
  normalizeAddressKey,
  type AddressClaims,
  PROFILES_COLLECTION,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  SHARES_SUBCOLLECTION,
  type GeoPoint,
  type Profile,
  type Property,
  type RegisterPayload,
  type Repair,
  type Role,
} from '@homeledger/domain';
import { planRegistration } from '../../functions/src/accounts/register-account.plan';

export const DEMO_PROJECT_ID = 'demo-homeledger';

/** One password for every demo account (registration needs ≥ 8 characters). */
export const DEMO_PASSWORD = 'homeledger-demo';

export interface DemoAccount extends RegisterPayload {
  /** What the README says this account shows. */
  summary: string;
}

/** The three demo accounts, as registration payloads (validated with the shared schema). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'homeowner',
    name: 'Hannah Homeowner',
    email: 'homeowner@demo.homeledger.app',
    password: DEMO_PASSWORD,
    summary: '3 properties with repairs; 1428 Elm Street is shared with the demo realtor',
  },
  {
    role: 'contractor',
    name: 'Carlos Contractor',
    email: 'contractor@demo.homeledger.app',
    password: DEMO_PASSWORD,
    businessName: 'Carlos Plumbing & Repair',
    phoneNumber: '(555) 010-2001',
    website: 'https://carlos-repair.example.com',
    summary: 'contractor profile (business details)',
  },
  {
    role: 'realtor',
    name: 'Rita Realtor',
    email: 'realtor@demo.homeledger.app',
    password: DEMO_PASSWORD,
    businessName: 'Rita Realty Group',
    phoneNumber: '(555) 010-3001',
    summary: 'sees the one property the demo homeowner shared',
  },
];

export function demoAccount(role: Role): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account;
}

/** What registerAccount would create for a demo account (its own plan, so they cannot drift). */
export function demoRegistration(account: DemoAccount) {
  const { summary: _summary, ...payload } = account;
  // The same parse the callable's kit makes, then its plan.
  const form = v.safeParse(RegisterSchema, payload);
  if (!form.success)
    throw new Error(
      `demo account ${account.email} is rejected by registerAccount: ${form.issues[0].message}`,
    );
  const plan = planRegistration(form.output, null);
  if (plan.kind !== 'create') {
    throw new Error(
      `demo account ${account.email} is rejected by registerAccount: ${plan.message}`,
    );
  }
  return plan;
}

// ---- Firestore documents ---------------------------------------------------------------

interface DemoRepair {
  serviceType: string;
  date: string;
  description: string;
  contractorName: string;
  costCents: number;
}

interface DemoProperty {
  id: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  location: GeoPoint;
  sharedWithRealtor: boolean;
  repairs: DemoRepair[];
}

const CARLOS = 'Carlos Plumbing & Repair';

const DEMO_PROPERTIES: readonly DemoProperty[] = [
  {
    id: 'demo-elm-street',
    address: '1428 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    location: { lat: 39.7817, lng: -89.6501 },
    sharedWithRealtor: true,
    repairs: [
      {
        serviceType: 'Roofing',
        date: '2023-09-05',
        description: 'Replaced the asphalt shingles on the south slope after hail damage.',
        contractorName: 'Summit Roofing Co.',
        costCents: 680_000,
      },
      {
        serviceType: 'Plumbing',
        date: '2024-03-12',
        description: 'New kitchen sink drain and shut-off valves.',
        contractorName: CARLOS,
        costCents: 45_000,
      },
      {
        serviceType: 'HVAC',
        date: '2024-11-02',
        description: 'Annual furnace service and filter change.',
        contractorName: 'Comfort Air Heating & Cooling',
        costCents: 18_999,
      },
    ],
  },
  {
    id: 'demo-lakeview-drive',
    address: '77 Lakeview Drive, Apt 4B',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    location: { lat: 43.0747, lng: -89.3841 },
    sharedWithRealtor: false,
    repairs: [
      {
        serviceType: 'Painting',
        date: '2023-04-22',
        description: 'Painted the living room and hallway.',
        contractorName: 'Fresh Coat Painters',
        costCents: 115_000,
      },
      {
        serviceType: 'Electrical',
        date: '2024-06-18',
        description: 'Added two GFCI outlets in the bathroom.',
        contractorName: 'Bright Spark Electric',
        costCents: 32_000,
      },
    ],
  },
  {
    id: 'demo-cedar-court',
    address: '310 Cedar Court',
    city: 'Boulder',
    state: 'CO',
    zipCode: '80302',
    location: { lat: 40.015, lng: -105.2705 },
    sharedWithRealtor: false,
    repairs: [
      {
        serviceType: 'Landscaping',
        date: '2024-05-04',
        description: 'Xeriscaped the front yard and installed drip irrigation.',
        contractorName: 'High Plains Landscaping',
        costCents: 240_050,
      },
      {
        serviceType: 'Appliances',
        date: '2025-01-15',
        description: 'Replaced the dishwasher pump.',
        contractorName: CARLOS,
        costCents: 27_500,
      },
    ],
  },
];

export interface DemoUids {
  homeowner: string;
  contractor: string;
  realtor: string;
}

export interface DemoShare {
  name: string;
  email: string;
  businessName: string;
  sharedAt: Date;
}

export interface DemoDocuments {
  profiles: { uid: string; data: Profile<Date> }[];
  properties: {
    id: string;
    data: Property<Date>;
    shares: { realtorUid: string; data: DemoShare }[];
  }[];
  repairs: { id: string; data: Repair<Date> }[];
  /** One claims index per address key: which properties (and owners) hold that home. */
  addressClaims: { path: string; data: AddressClaims }[];
}

/** The claims index documents addProperty would have written for these properties. */
export function demoAddressClaims(properties: DemoDocuments['properties']) {
  const byKey = new Map<string, AddressClaims>();
  for (const { id, data } of properties) {
    const index = byKey.get(data.addressKey) ?? { addressKey: data.addressKey, claims: {} };
    index.claims[id] = data.ownerId;
    byKey.set(data.addressKey, index);
  }
  return [...byKey.values()].map((data) => ({ path: addressClaimsPath(data.addressKey), data }));
}

/**
 * Every Firestore document of the demo data (pure). A property's stats are computed
 * from its repairs, as addRepair keeps them: count, newest date, sum of costs.
 */
export function demoFirestoreDocuments(uids: DemoUids, now: Date): DemoDocuments {
  const realtor = demoRegistration(demoAccount('realtor'));
  const homeowner = demoRegistration(demoAccount('homeowner'));
  const profiles = (['homeowner', 'contractor', 'realtor'] as const).map((role) => ({
    uid: uids[role],
    data: { ...demoRegistration(demoAccount(role)).profile, createdAt: now },
  }));

  const properties: DemoDocuments['properties'] = [];
  const repairs: DemoDocuments['repairs'] = [];
  for (const p of DEMO_PROPERTIES) {
    const viewerIds = p.sharedWithRealtor ? [uids.homeowner, uids.realtor] : [uids.homeowner];
    const dates = p.repairs.map((r) => r.date).sort();
    properties.push({
      id: p.id,
      data: {
        ownerId: uids.homeowner,
        // addProperty stores the owner's name for the people the home is shared with, who
        // cannot read the owner's profile (the realtor's report shows it).
        ownerName: homeowner.profile.name,
        address: p.address,
        city: p.city,
        state: p.state,
        zipCode: p.zipCode,
        addressKey: normalizeAddressKey(p),
        location: p.location,
        placeId: null,
        verificationStatus: 'verified',
        photo: null,
        viewerIds,
        repairCount: p.repairs.length,
        lastRepairDate: dates.at(-1) ?? null,
        totalSpentCents:
          p.repairs.length > 0 ? p.repairs.reduce((sum, r) => sum + r.costCents, 0) : null,
        createdAt: now,
        updatedAt: now,
      },
      shares: p.sharedWithRealtor
        ? [
            {
              realtorUid: uids.realtor,
              data: {
                name: realtor.profile.name,
                email: realtor.profile.email,
                businessName: realtor.profile.businessName ?? '',
                sharedAt: now,
              },
            },
          ]
        : [],
    });
    p.repairs.forEach((r, index) => {
      repairs.push({
        id: `${p.id}-repair-${index + 1}`,
        data: {
          propertyId: p.id,
          ownerId: uids.homeowner,
          viewerIds: [...viewerIds],
          property: { address: p.address, city: p.city, state: p.state, zipCode: p.zipCode },
          serviceType: r.serviceType,
          date: r.date,
          status: 'completed',
          description: r.description,
          contractorName: r.contractorName,
          costCents: r.costCents,
          validation: { state: 'none' },
          isContractorValidated: false,
          source: 'owner',
          addedBy: uids.homeowner,
          createdAt: now,
          updatedAt: now,
        },
      });
    });
  }
  return { profiles, properties, repairs, addressClaims: demoAddressClaims(properties) };
}

// ---- seeding ---------------------------------------------------------------------------

export interface SeedOptions {
  /** host:port of the Auth emulator; default $FIREBASE_AUTH_EMULATOR_HOST or 127.0.0.1:9099. */
  authEmulatorHost?: string;
  /** host:port of the Firestore emulator; default $FIRESTORE_EMULATOR_HOST (none: Auth only). */
  firestoreEmulatorHost?: string;
  now?: Date;
}

export type FirestoreSeed =
  | 'seeded' // the demo documents were written now
  | 'present' // the demo homeowner's profile already exists: left alone
  | 'not-running' // no Firestore emulator: Auth only
  | 'accounts-missing'; // some demo accounts were deleted: not seeded

export interface SeedResult {
  /** True when the Auth emulator was empty and the demo accounts were created now. */
  createdAccounts: boolean;
  /** The demo accounts and whether each exists in the Auth emulator now. */
  accounts: (DemoAccount & { exists: boolean })[];
  firestore: FirestoreSeed;
}

async function reachable(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function existingUsers(auth: Auth): Promise<Map<string, UserRecord>> {
  const { users } = await auth.getUsers(DEMO_ACCOUNTS.map((a) => ({ email: a.email })));
  return new Map(users.map((u) => [u.email ?? '', u]));
}

/** Points the Admin SDK at the emulators for the duration of `work`, never at a real project. */
async function withEmulatorEnv<T>(env: Record<string, string | undefined>, work: () => Promise<T>) {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await work();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * Seeds the running emulators (see the top of this file). Safe to run on every start:
 * it creates accounts only in an empty Auth emulator and Firestore documents only
 * when the demo homeowner has no profile yet.
 */
export async function seedDemoData(options: SeedOptions = {}): Promise<SeedResult> {
  const authHost =
    options.authEmulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const firestoreHost = options.firestoreEmulatorHost ?? process.env.FIRESTORE_EMULATOR_HOST;
  const now = options.now ?? new Date();
  const firestoreRuns = firestoreHost !== undefined && (await reachable(firestoreHost));

  return withEmulatorEnv(
    {
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIRESTORE_EMULATOR_HOST: firestoreRuns ? firestoreHost : undefined,
    },
    async () => {
      const app: App = initializeApp(
        { projectId: DEMO_PROJECT_ID },
        `seed-demo-${process.pid}-${Date.now()}`,
      );
      try {
        const auth = getAuth(app);
        const { users } = await auth.listUsers(1);
        const createdAccounts = users.length === 0;
        if (createdAccounts) {
          for (const account of DEMO_ACCOUNTS) {
            const plan = demoRegistration(account);
            // Demo addresses receive no mail: the accounts start verified.
            const user = await auth.createUser({ ...plan.authUser, emailVerified: true });
            await auth.setCustomUserClaims(user.uid, plan.claims);
          }
        }
        const byEmail = await existingUsers(auth);
        const accounts = DEMO_ACCOUNTS.map((a) => ({ ...a, exists: byEmail.has(a.email) }));

        let firestore: FirestoreSeed = 'not-running';
        if (firestoreRuns) {
          const uid = (role: Role) => byEmail.get(demoAccount(role).email)?.uid;
          const homeowner = uid('homeowner');
          const contractor = uid('contractor');
          const realtor = uid('realtor');
          if (!homeowner || !contractor || !realtor) {
            firestore = 'accounts-missing';
          } else {
            const db = getFirestore(app);
            const profiles = db.collection(PROFILES_COLLECTION);
            const existing = await db.getAll(
              ...[homeowner, contractor, realtor].map((id) => profiles.doc(id)),
            );
            const hasProfile = new Set(existing.filter((d) => d.exists).map((d) => d.id));
            if (hasProfile.has(homeowner)) {
              firestore = 'present';
              // Data seeded before claims existed: add the missing index of each demo
              // property still there (never touching a claims document that exists).
              const docs = demoFirestoreDocuments({ homeowner, contractor, realtor }, now);
              const held = await db.getAll(
                ...docs.properties.map((p) => db.collection(PROPERTIES_COLLECTION).doc(p.id)),
              );
              const kept = docs.properties.filter(
                (p, i) => held[i]?.exists && held[i]?.get('ownerId') === homeowner,
              );
              const claims = demoAddressClaims(kept);
              const current =
                claims.length > 0 ? await db.getAll(...claims.map((c) => db.doc(c.path))) : [];
              const batch = db.batch();
              claims.forEach((c, i) => {
                if (!current[i]?.exists) batch.create(db.doc(c.path), c.data);
              });
              await batch.commit();
            } else {
              const docs = demoFirestoreDocuments({ homeowner, contractor, realtor }, now);
              const batch = db.batch();
              for (const p of docs.profiles) {
                if (!hasProfile.has(p.uid)) batch.create(profiles.doc(p.uid), p.data);
              }
              for (const p of docs.properties) {
                const ref = db.collection(PROPERTIES_COLLECTION).doc(p.id);
                batch.set(ref, p.data);
                // A demo home written again (its accounts were made anew, so the realtor has
                // a new uid) keeps no share with an account that no longer sees it.
                const shareIds = new Set(p.shares.map((s) => s.realtorUid));
                for (const old of await ref.collection(SHARES_SUBCOLLECTION).listDocuments()) {
                  if (!shareIds.has(old.id)) batch.delete(old);
                }
                for (const s of p.shares) {
                  batch.set(ref.collection(SHARES_SUBCOLLECTION).doc(s.realtorUid), s.data);
                }
              }
              for (const r of docs.repairs) {
                batch.set(db.collection(REPAIRS_COLLECTION).doc(r.id), r.data);
              }
              for (const c of docs.addressClaims) batch.set(db.doc(c.path), c.data);
              await batch.commit();
              firestore = 'seeded';
            }
          }
        }
        return { createdAccounts, accounts, firestore };
      } finally {
        await deleteApp(app);
      }
    },
  );
}

/** The lines `npm start` prints about the demo accounts. */
export function formatSeedReport(result: SeedResult): string {
  const present = result.accounts.filter((a) => a.exists);
  if (present.length === 0) {
    return 'Demo accounts: none (the Auth emulator already had other accounts; see README → Demo accounts).';
  }
  const width = Math.max(...present.map((a) => a.email.length));
  const lines = [
    `Demo accounts${result.createdAccounts ? ' (created now)' : ''}, password ${DEMO_PASSWORD}:`,
    ...present.map((a) => `   ${a.email.padEnd(width)}  ${a.role}`),
  ];
  const data: Record<FirestoreSeed, string> = {
    seeded: 'Demo properties and repairs written to Firestore.',
    present: 'Demo properties and repairs: in Firestore (from an earlier run).',
    'not-running':
      'Auth only: the Firestore emulator is not running, so there are no demo properties.',
    'accounts-missing':
      'Demo properties not written: some demo accounts no longer exist (clear emulator-data/ to start over).',
  };
  lines.push(` ${data[result.firestore]}`);
  return lines.join('\n');
}
