export { SignIn } from './SignIn';
export { signOut, useProfile, profileQuery } from './api';
