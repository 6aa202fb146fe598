export * from './roles';
export * from './types/profile';
export * from './schemas/issues';
export * from './schemas/account';
export * from './accounts/registration-errors';
