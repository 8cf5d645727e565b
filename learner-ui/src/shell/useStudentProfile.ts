import { useCallback, useEffect, useState } from 'react';
import type { Profile } from '@portal/contracts';
import { fetchProfile } from '@portal/ui-shared';

export interface StudentProfileState {
  profile: Profile | null;
  /** Replace the profile after Profile Settings saved it. */
  setProfile: (profile: Profile) => void;
}

/**
 * The student's profile, for what the shell shows about it (the parent link). Held in memory only:
 * nothing about the child is kept in the browser's storage (shared classroom tablets).
 */
export function useStudentProfile(userId: string): StudentProfileState {
  const [profile, setProfileState] = useState<Profile | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(controller.signal).then(setProfileState, () => {
      // Without the profile the dashboard still works; the parent notice is shown once it loads.
    });
    return () => controller.abort();
  }, [userId]);

  const setProfile = useCallback((next: Profile) => setProfileState(next), []);
  return { profile, setProfile };
}
