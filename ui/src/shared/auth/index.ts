export * from './profile';
export * from './storage';
export * from './returnTo';
export { ProfileProvider, useCurrentProfile } from './ProfileContext';
export { RequireRole } from './RequireRole';
export { MIN_PASSWORD_LENGTH, passwordChangeProblem, passwordTooShort, type PasswordProblem } from './passwordRules';
