import { z } from 'zod';

/** A message pushed to one person's sockets (room user:<id>), e.g. a cancelled schedule. */
export const Notification = z.object({
  type: z.string(),
  message: z.string(),
  at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** Server → client events of the realtime tier; the classroom adds its own. */
export interface ServerToClientEvents {
  notification: (payload: Notification) => void;
}

export type ClientToServerEvents = Record<string, never>;
