import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CookieRoundedIcon from '@mui/icons-material/CookieRounded';
import { postConsent } from '../api/complianceApi';
import { useOptionalAuth } from '../auth/useAuth';
import { useOverlayLayer } from '../feedback/overlayLayer';
import {
  COOKIE_CONSENT_SAVED_EVENT,
  DEFAULT_COOKIE_PREFERENCES,
  readCookieConsent,
  saveCookieConsent,
  type CookiePreferences,
} from './cookieConsentStorage';

/** The CSS variable holding the banner's height (plus a margin) while it is shown. */
export const COOKIE_BANNER_HEIGHT_VAR = '--cookie-banner-height';

export interface CookieBannerProps {
  /**
   * Whether someone is signed in (their choice is then also recorded on the server). Defaults to
   * the AuthProvider's status when one is present.
   */
  signedIn?: boolean;
  /** Spec 001 §9: the banner appears 1 second after load. */
  delayMs?: number;
  /** Called after a choice is saved. */
  onSaved?: (preferences: CookiePreferences) => void;
}

/**
 * Spec 001 §2.9: at the bottom of the screen, with Settings (a preference panel), Reject All and
 * Accept All. The choice is stored in localStorage as {timestamp, preferences, version: "1.0"} and,
 * for a signed-in user, sent as the three cookie consents with source 'cookie_banner'.
 */
export const CookieBanner = ({ signedIn, delayMs = 1000, onSaved }: CookieBannerProps) => {
  const auth = useOptionalAuth();
  const overlay = useOverlayLayer();
  const isSignedIn = signedIn ?? auth?.status === 'authenticated';
  const [visible, setVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [preferences, setPreferences] = useState<CookiePreferences>(DEFAULT_COOKIE_PREFERENCES);
  const headingId = useId();
  const panelId = useId();
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (readCookieConsent()) {
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    const saved = () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
    window.addEventListener(COOKIE_CONSENT_SAVED_EVENT, saved);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(COOKIE_CONSENT_SAVED_EVENT, saved);
    };
  }, [delayMs]);

  // While it is shown, the page (and the sign-in dialog) gets room at the bottom, so nothing stays
  // hidden under the banner on a small screen: its height is published as --cookie-banner-height.
  useEffect(() => {
    const node = bannerRef.current;
    if (!visible || !node) {
      return;
    }
    const root = document.documentElement;
    const previousPadding = document.body.style.paddingBottom;
    const publish = () => root.style.setProperty(COOKIE_BANNER_HEIGHT_VAR, `${node.offsetHeight + 16}px`);
    publish();
    document.body.style.paddingBottom = `var(${COOKIE_BANNER_HEIGHT_VAR})`;
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(COOKIE_BANNER_HEIGHT_VAR);
      document.body.style.paddingBottom = previousPadding;
    };
  }, [visible, overlay?.node]);

  if (!visible) {
    return null;
  }

  const save = (choice: CookiePreferences) => {
    const record = saveCookieConsent(choice);
    setVisible(false);
    if (isSignedIn) {
      const sends = [
        { consentType: 'cookies_essential' as const, consentGiven: true },
        { consentType: 'cookies_analytics' as const, consentGiven: record.preferences.analytics },
        { consentType: 'cookies_marketing' as const, consentGiven: record.preferences.marketing },
      ].map((consent) => postConsent({ ...consent, source: 'cookie_banner' }));
      // The local record is the banner's memory; a failed upload is asked again by the consent form.
      Promise.all(sends).catch(() => undefined);
    }
    onSaved?.(record.preferences);
  };

  const banner = (
    <Paper
      ref={bannerRef}
      role="region"
      aria-labelledby={headingId}
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        // Full width on phones; on wide screens in the bottom-right corner, clear of a sidebar.
        left: { xs: 8, sm: 16, md: 'auto' },
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        zIndex: theme.zIndex.modal + 1,
        width: { md: 'min(920px, calc(100% - 304px))' },
        maxHeight: 'calc(100dvh - 16px)',
        overflowY: 'auto',
        p: { xs: 2, sm: 3 },
        border: `1px solid ${theme.palette.divider}`,
      })}
    >
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ flex: 1, alignItems: 'flex-start' }}>
          <CookieRoundedIcon aria-hidden sx={{ color: 'secondary.dark', mt: 0.25 }} />
          <Box>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              We use cookies
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Some cookies are needed to keep you signed in. Others help us improve 11+ Portal; they stay off
              unless you turn them on. Read our{' '}
              <Link href="/privacy-policy" target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </Link>
              .
            </Typography>
          </Box>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
          useFlexGap
        >
          <Button
            variant="text"
            onClick={() => setSettingsOpen((open) => !open)}
            aria-expanded={settingsOpen}
            aria-controls={panelId}
          >
            Settings
          </Button>
          <Button variant="outlined" onClick={() => save(DEFAULT_COOKIE_PREFERENCES)}>
            Reject All
          </Button>
          <Button
            variant="contained"
            onClick={() => save({ essential: true, analytics: true, marketing: true })}
          >
            Accept All
          </Button>
        </Stack>
      </Stack>
      <Collapse in={settingsOpen} unmountOnExit>
        <Box
          id={panelId}
          role="group"
          aria-label="Cookie preferences"
          sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <Stack spacing={1}>
            <FormControlLabel
              control={<Switch checked disabled />}
              label={
                <span>
                  Essential cookies{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    (always on: they keep you signed in and safe)
                  </Typography>
                </span>
              }
            />
            <FormControlLabel
              control={
                <Switch
                  checked={preferences.analytics}
                  onChange={(event) =>
                    setPreferences((current) => ({ ...current, analytics: event.target.checked }))
                  }
                />
              }
              label={
                <span>
                  Analytics cookies{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    (help us see which pages work well)
                  </Typography>
                </span>
              }
            />
            <FormControlLabel
              control={
                <Switch
                  checked={preferences.marketing}
                  onChange={(event) =>
                    setPreferences((current) => ({ ...current, marketing: event.target.checked }))
                  }
                />
              }
              label={
                <span>
                  Marketing cookies{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    (used to show our news elsewhere)
                  </Typography>
                </span>
              }
            />
            <Box>
              <Button variant="contained" onClick={() => save(preferences)}>
                Save preferences
              </Button>
            </Box>
          </Stack>
        </Box>
      </Collapse>
    </Paper>
  );

  return overlay?.node ? createPortal(banner, overlay.node) : banner;
};
