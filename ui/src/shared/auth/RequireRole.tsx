import type { ReactNode } from 'react';
import { hasAnyRole } from './profile';
import { useCurrentProfile } from './ProfileContext';

/** Renders its children only for a profile holding one of `roles`. Display only: the server enforces access. */
export function RequireRole({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const profile = useCurrentProfile();
  return hasAnyRole(profile, roles) ? <>{children}</> : null;
}
