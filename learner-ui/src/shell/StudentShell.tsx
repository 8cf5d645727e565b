import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import { useAuth, type AuthUser } from '@portal/ui-shared';
import { forgetEveryone } from '../auth/sharedDevice';
import { SkipLink } from '../layout/SkipLink';
import { MobileTopBar } from './MobileTopBar';
import {
  LOCATION_STORAGE_KEY,
  assignmentLinkSchedule,
  pageLabel,
  resolveStudentLocation,
  restoreStudentLocation,
  type StudentLocation,
  type StudentPageId,
  type StudentPageParams,
} from './pages';
import { SidebarContent } from './SidebarContent';
import { StudentPageView } from './StudentPageView';
import { useStudentProfile } from './useStudentProfile';

export interface StudentShellProps {
  user: AuthUser;
}

const SIDEBAR_WIDTH = 272;

function storageKey(userId: string): string {
  return `${LOCATION_STORAGE_KEY}:${userId}`;
}

function readStoredLocation(userId: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

/**
 * Where the app opens: a direct link `/assignment/{scheduleId}` opens Practice Exams on that
 * schedule (and the address goes back to `/`); otherwise the page this tab was on before a reload.
 */
function initialLocation(userId: string): StudentLocation {
  const scheduleId = assignmentLinkSchedule(window.location.pathname);
  if (scheduleId) {
    window.history.replaceState(null, '', '/');
    return resolveStudentLocation('exams', { scheduleId });
  }
  return restoreStudentLocation(readStoredLocation(userId));
}
const MAIN_ID = 'main-content';

/**
 * The signed-in student's app: a sidebar on desktop, a drawer on phones and tablets, and the current
 * page, chosen by its id held in state (spec 001 §2).
 */
export const StudentShell = ({ user }: StudentShellProps) => {
  const auth = useAuth();
  const [view, setView] = useState<StudentLocation>(() => initialLocation(user.id));
  const { page, params } = view;
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { profile, setProfile } = useStudentProfile(user.id);
  const mainRef = useRef<HTMLElement>(null);
  const firstPage = useRef(true);

  const navigate = useCallback((id: StudentPageId, pageParams?: StudentPageParams) => {
    setView(resolveStudentLocation(id, pageParams));
    setMenuOpen(false);
  }, []);

  // A reload reopens the same page (an exam in progress above all).
  useEffect(() => {
    try {
      window.sessionStorage.setItem(storageKey(user.id), JSON.stringify(view));
    } catch {
      // private mode: a reload starts on the dashboard
    }
  }, [view, user.id]);

  // After moving to another page, keyboard and screen-reader users start at its content.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    mainRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [view]);

  const signOut = useCallback(() => {
    setSigningOut(true);
    // Nothing of this child stays in the browser (drafts, last page, classroom code; issue 15),
    // and a fresh page after signing out: nothing stays in memory for the next one either.
    forgetEveryone();
    void auth.logout().finally(() => {
      forgetEveryone();
      window.location.assign('/');
    });
  }, [auth]);

  const sidebar = (
    <SidebarContent
      user={user}
      current={page}
      onNavigate={navigate}
      onSignOut={signOut}
      signingOut={signingOut}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />
      <MobileTopBar title={pageLabel(page)} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <Drawer
        id="student-menu"
        variant="temporary"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' } }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
      >
        {sidebar}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
        }}
        slotProps={{
          paper: {
            sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' },
          },
        }}
      >
        {sidebar}
      </Drawer>
      <Box
        component="main"
        id={MAIN_ID}
        ref={mainRef}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, outline: 'none', pt: { xs: '60px', md: 0 } }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 }, px: { xs: 2, sm: 3 } }}>
          <StudentPageView
            page={page}
            params={params}
            user={user}
            profile={profile}
            onNavigate={navigate}
            onProfileUpdated={setProfile}
          />
        </Container>
      </Box>
    </Box>
  );
};
