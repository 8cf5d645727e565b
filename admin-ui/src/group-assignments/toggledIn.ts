/** The set with `id` added, or taken out when it was there: a row opened or closed, ticked or unticked. */
export function toggledIn(current: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(current);
  if (next.has(id)) {
    next.delete(id);
  } else {
    next.add(id);
  }
  return next;
}
