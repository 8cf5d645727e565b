import { z } from 'zod';
import type { ClassroomClientToServerEvents, ClassroomServerToClientEvents } from './classroom/socketEvents';

/** A message pushed to one person's sockets (room user:<id>), e.g. a cancelled schedule. */
export const Notification = z.object({
  type: z.string(),
  message: z.string(),
  at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** Server → client events of the realtime tier: notifications and the live classroom's. */
export interface ServerToClientEvents extends ClassroomServerToClientEvents {
  notification: (payload: Notification) => void;
}

export type ClientToServerEvents = ClassroomClientToServerEvents;
