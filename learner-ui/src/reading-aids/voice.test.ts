import { describe, expect, it } from 'vitest';
import { localVoice } from './voice';

const voice = (name: string, lang: string, localService: boolean) =>
  ({ name, lang, localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;

describe('the voice read-aloud uses (issue 19)', () => {
  it('given network and local voices, then a local British one, never a network one', () => {
    const voices = [
      voice('Online UK', 'en-GB', false),
      voice('Local US', 'en-US', true),
      voice('Local UK', 'en_GB', true),
    ];
    expect(localVoice(voices)?.name).toBe('Local UK');
    expect(localVoice(voices.slice(0, 2))?.name).toBe('Local US');
  });

  it('given only network voices, or none yet, then none is chosen', () => {
    expect(localVoice([voice('Online UK', 'en-GB', false)])).toBeNull();
    expect(localVoice([])).toBeNull();
  });
});
