import { createContext, useContext, type ReactNode } from 'react';
import type { Profile } from './profile';

// The profile query belongs to features/auth; shared code (RequireRole) reads it through this context.
const ProfileContext = createContext<Profile | null>(null);

export function ProfileProvider({ profile, children }: { profile: Profile | null; children: ReactNode }) {
  return <ProfileContext.Provider value={profile}>{children}</ProfileContext.Provider>;
}

export function useCurrentProfile(): Profile | null {
  return useContext(ProfileContext);
}
