/** Test-only sign-up forms shared by the registerAccount tests and its fuzz entry; not bundled. */

/** A homeowner's sign-up form. */
export const HOMEOWNER_FORM = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  role: 'homeowner',
};

/** A contractor's sign-up form, with every business field filled in. */
export const CONTRACTOR_FORM = {
  name: 'Bob Builder',
  email: 'bob@example.com',
  password: 'canwefixit',
  role: 'contractor',
  businessName: 'Builder & Co',
  phoneNumber: '(555) 010-4663',
  website: 'https://builder.example.com',
};

/** A realtor's sign-up form: the contractor's business fields under another name. */
export const REALTOR_FORM = {
  ...CONTRACTOR_FORM,
  name: 'Rita Realtor',
  email: 'rita@example.com',
  role: 'realtor',
};
