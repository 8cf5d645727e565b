import { useCallback, useEffect, useRef, useState } from 'react';
import { localVoice } from './voice';

export type ReadAloudState = 'idle' | 'speaking' | 'paused';

export interface ReadAloud {
  /** the browser can speak (the Web Speech API's synthesis is there) */
  supported: boolean;
  state: ReadAloudState;
  /** what is being read ('question', 'passage'), null when nothing is */
  reading: string | null;
  read: (what: string, text: string) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

/**
 * Read-aloud with the browser's own speech synthesis (issue 19): no network service hears what a
 * child reads. One thing is read at a time; leaving the exam or the quiz stops it.
 */
export function useReadAloud(rate: number): ReadAloud {
  const [state, setState] = useState<ReadAloudState>('idle');
  const [reading, setReading] = useState<string | null>(null);
  const current = useRef<SpeechSynthesisUtterance | null>(null);
  const supported = synthesis() !== null;

  const stop = useCallback(() => {
    current.current = null;
    synthesis()?.cancel();
    setState('idle');
    setReading(null);
  }, []);

  const read = useCallback(
    (what: string, text: string) => {
      const speech = synthesis();
      if (!speech) {
        return;
      }
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-GB';
      utterance.rate = rate;
      const voice = localVoice(speech.getVoices());
      if (voice) {
        utterance.voice = voice;
      }
      const finished = () => {
        if (current.current === utterance) {
          current.current = null;
          setState('idle');
          setReading(null);
        }
      };
      utterance.onend = finished;
      utterance.onerror = finished;
      current.current = utterance;
      speech.speak(utterance);
      setState('speaking');
      setReading(what);
    },
    [rate],
  );

  const pause = useCallback(() => {
    synthesis()?.pause();
    setState('paused');
  }, []);
  const resume = useCallback(() => {
    synthesis()?.resume();
    setState('speaking');
  }, []);

  useEffect(() => () => synthesis()?.cancel(), []);

  return { supported, state, reading, read, pause, resume, stop };
}
