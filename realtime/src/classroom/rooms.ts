/** Socket.IO rooms of one live session; with the Redis adapter a room spans every node. */
export const classroomRooms = {
  /** everyone in the session: the tutor's sockets and the students' */
  session: (code: string) => `classroom:${code}`,
  tutor: (code: string) => `classroom:${code}:tutor`,
  students: (code: string) => `classroom:${code}:students`,
  /** one student's sockets in the session (tabs, or a socket on another node after a reconnect) */
  student: (code: string, userId: string) => `classroom:${code}:student:${userId}`,
} as const;
