/** The email field shared by the login, registration and password-reset forms (spec §2). */
export const AUTH_EMAIL_FIELD_COPY = {
  label: 'Email',
  placeholder: 'you@example.com',
} as const;
