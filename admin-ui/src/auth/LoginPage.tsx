import { Navigate, useLocation } from 'react-router-dom';

interface NextLocation {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * react-admin's login route (/admin/login). Signed-out people never reach react-admin (the
 * ConsoleGate shows them the sign-in dialog), so whoever is here is signed in: send them on to
 * where they were going.
 */
export const LoginPage = () => {
  const next = (useLocation().state ?? {}) as NextLocation;
  return <Navigate to={`${next.nextPathname ?? '/'}${next.nextSearch ?? ''}`} replace />;
};
