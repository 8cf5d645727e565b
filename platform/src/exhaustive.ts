/**
 * The tail of every `switch` over a union (STYLE.md): `default: return exhaustive(event);` stops
 * compiling when a new member has no case. At run time it hands the value back unchanged, as the
 * `const unhandled: never = value; return unhandled;` tails it replaces did.
 */
export function exhaustive(unhandled: never): never {
  return unhandled;
}
