/** The words of a search box, lower case: " Maths  mock" → ["maths", "mock"]. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether every one of the search's words is in `text` (case-insensitive); true without words. */
export function hasEveryWord(text: string, words: readonly string[]): boolean {
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
