import type { Page } from 'playwright-core';

/** What the page asked of speech synthesis. */
export interface SpeechCall {
  call: 'speak' | 'cancel' | 'pause' | 'resume';
  text?: string;
  rate?: number;
  lang?: string;
}

/**
 * An init script (`context.addInitScript(recordSpeech)`): speech synthesis that records what it is
 * asked to do instead of speaking (CI has no audio), in `window.spoken`.
 */
export function recordSpeech(): void {
  const calls: SpeechCall[] = [];
  const fake = {
    speaking: false,
    paused: false,
    pending: false,
    onvoiceschanged: null,
    getVoices: () => [],
    speak: (utterance: SpeechSynthesisUtterance) => {
      calls.push({ call: 'speak', text: utterance.text, rate: utterance.rate, lang: utterance.lang });
    },
    cancel: () => calls.push({ call: 'cancel' }),
    pause: () => calls.push({ call: 'pause' }),
    resume: () => calls.push({ call: 'resume' }),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
  (window as unknown as { spoken: typeof calls }).spoken = calls;
}

/** What the page has asked of speech synthesis so far. */
export const spoken = (page: Page): Promise<SpeechCall[]> =>
  page.evaluate(() => (window as unknown as { spoken: SpeechCall[] }).spoken);
