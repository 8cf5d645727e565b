export const complianceStreams = {
  consent: (userId: string) => `consent-${userId}`,
  processing: (userId: string) => `processing-${userId}`,
} as const;
