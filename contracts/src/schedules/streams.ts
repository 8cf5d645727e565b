export const schedulesStreams = {
  schedule: (scheduleId: string) => `exam-schedule-${scheduleId}`,
} as const;
