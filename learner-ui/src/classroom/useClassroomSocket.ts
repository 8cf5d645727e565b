import { useClassroomStore } from '@portal/ui-shared/classroom';
import type { ClassroomState } from './classroomState';
import { createClassroomStore, type ClassroomStore, type ClassroomUser } from './classroomStore';

export interface ClassroomConnection {
  state: ClassroomState;
  actions: Omit<ClassroomStore, 'getState' | 'subscribe' | 'close'>;
}

/**
 * The student's live classroom for as long as the page is open: the store owns the socket and the
 * timers; this only subscribes React to it and closes it when the page goes away. Nothing connects
 * until the student asks to (Join Classroom, Resume Session, Join).
 */
export function useClassroomSocket(user: ClassroomUser | null): ClassroomConnection {
  const { state, store } = useClassroomStore(() => createClassroomStore({ user }));
  return { state, actions: store };
}
