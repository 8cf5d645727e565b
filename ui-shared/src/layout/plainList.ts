/** An ol or ul laid out as rows or tiles: no bullets or numbers, and no indent. */
export const PLAIN_LIST = { listStyle: 'none', m: 0, p: 0 } as const;
