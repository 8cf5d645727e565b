/** Stream ids of the accounts module. */
export const accountsStreams = {
  user: (userId: string) => `user-${userId}`,
  /** keyed by a digest, never by the address itself, so the stream id carries no personal data */
  emailReservation: (emailDigest: string) => `email-${emailDigest}`,
} as const;
