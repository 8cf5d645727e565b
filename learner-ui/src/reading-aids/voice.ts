/**
 * The voice read-aloud uses: one the device itself speaks with (`localService`, so nothing a
 * child reads leaves the device), British English first, then any English, then any local voice.
 * Null leaves the choice to the browser (no voices listed yet).
 */
export function localVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const local = voices.filter((voice) => voice.localService);
  return (
    local.find((voice) => voice.lang.replace('_', '-').toLowerCase() === 'en-gb') ??
    local.find((voice) => voice.lang.toLowerCase().startsWith('en')) ??
    local[0] ??
    null
  );
}
