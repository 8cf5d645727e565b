import { useCallback, useEffect, useRef, useState } from 'react';
import type { IntegrityKind, TakingRules } from '@portal/contracts';
import { blockedMessage, createIntegrityThrottle, watchesFocus } from './takingRulesView';

export interface IntegrityGuardsOptions {
  rules: TakingRules | null;
  /** the exam is on screen and its clock runs (not loading, paused or submitted) */
  watching: boolean;
  report: (kind: IntegrityKind) => void;
}

export interface IntegrityGuards {
  /** the browser can show a page in full screen (iPhones cannot) */
  fullScreenSupported: boolean;
  inFullScreen: boolean;
  /** the student has been in full screen during this attempt (leaving it then is an exit) */
  enteredFullScreen: boolean;
  /** Must run from a click or key press (browsers refuse full screen otherwise). */
  enterFullScreen: () => Promise<boolean>;
  /** The kind note about the last blocked action, for a short message (null: none). */
  notice: { id: number; text: string } | null;
  dismissNotice: () => void;
}

const BLOCKED_EVENTS: ReadonlyArray<[keyof DocumentEventMap, IntegrityKind]> = [
  ['copy', 'copy_blocked'],
  ['cut', 'cut_blocked'],
  ['paste', 'paste_blocked'],
  ['contextmenu', 'context_menu_blocked'],
];

function currentlyFullScreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenElement !== null;
}

/**
 * The exam view's integrity rules (issue 16 item 3): copy, cut, paste and the context menu
 * blocked (preventCopyPaste), full screen watched (fullScreenRequired), and focus loss reported
 * when the tutor chose either (takingRulesView.watchesFocus). Each kind is reported at most once
 * every few seconds.
 */
export function useIntegrityGuards({ rules, watching, report }: IntegrityGuardsOptions): IntegrityGuards {
  const [inFullScreen, setInFullScreen] = useState(currentlyFullScreen);
  const [enteredFullScreen, setEnteredFullScreen] = useState(currentlyFullScreen);
  const [notice, setNotice] = useState<{ id: number; text: string } | null>(null);
  const throttleRef = useRef(createIntegrityThrottle());
  const reportRef = useRef(report);
  reportRef.current = report;
  const watchingRef = useRef(watching);
  watchingRef.current = watching;
  const fullScreenSupported = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  const record = useCallback((kind: IntegrityKind) => {
    if (throttleRef.current(kind)) {
      reportRef.current(kind);
    }
  }, []);

  const preventCopyPaste = rules?.preventCopyPaste === true;
  useEffect(() => {
    if (!watching || !preventCopyPaste) {
      return undefined;
    }
    const listeners = BLOCKED_EVENTS.map(([type, kind]) => {
      const listener = (event: Event) => {
        event.preventDefault();
        record(kind);
        const text = blockedMessage(kind);
        if (text) {
          setNotice({ id: Date.now(), text });
        }
      };
      document.addEventListener(type, listener, true);
      return [type, listener] as const;
    });
    // dragging text in or out is copy and paste by other means: refused, not reported
    const refuseDrag = (event: Event) => event.preventDefault();
    document.addEventListener('dragstart', refuseDrag, true);
    document.addEventListener('drop', refuseDrag, true);
    return () => {
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener, true);
      }
      document.removeEventListener('dragstart', refuseDrag, true);
      document.removeEventListener('drop', refuseDrag, true);
    };
  }, [watching, preventCopyPaste, record]);

  const fullScreenRequired = rules?.fullScreenRequired === true;
  useEffect(() => {
    const onChange = () => {
      const now = currentlyFullScreen();
      setInFullScreen(now);
      if (now) {
        setEnteredFullScreen(true);
      } else if (watchingRef.current && fullScreenRequired) {
        record('fullscreen_exit');
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [fullScreenRequired, record]);

  const focusWatched = rules !== null && watchesFocus(rules);
  useEffect(() => {
    if (!watching || !focusWatched) {
      return undefined;
    }
    // switching tabs fires both; the throttle keeps it to one report
    const onBlur = () => record('focus_lost');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        record('focus_lost');
      }
    };
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [watching, focusWatched, record]);

  // the exam ends or the page is left: full screen was for the exam only
  useEffect(
    () => () => {
      if (currentlyFullScreen()) {
        document.exitFullscreen().catch(() => undefined);
      }
    },
    [],
  );

  const enterFullScreen = useCallback(async () => {
    if (currentlyFullScreen()) {
      return true;
    }
    try {
      await document.documentElement.requestFullscreen({ navigationUI: 'hide' });
      return true;
    } catch (error) {
      console.warn('Full screen was refused', error);
      return false;
    }
  }, []);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return {
    fullScreenSupported,
    inFullScreen,
    enteredFullScreen,
    enterFullScreen,
    notice,
    dismissNotice,
  };
}
