/** "ada.l@example.org" → ["ada.", "l@", "example.", "org"]: where a long address may wrap. */
export function breakPoints(text: string): string[] {
  return text.split(/(?<=[@.])/).filter((part) => part.length > 0);
}
