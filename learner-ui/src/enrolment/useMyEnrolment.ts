import { useCallback, useEffect, useState } from 'react';
import { fetchMyEnrolment, type MyEnrolment } from './enrolmentApi';

export type EnrolmentState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; enrolment: MyEnrolment };

/** The signed-in student's enrolment, loaded once per mount; `reload` after joining. */
export function useMyEnrolment(): { state: EnrolmentState; reload: () => void } {
  const [state, setState] = useState<EnrolmentState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchMyEnrolment(controller.signal)
      .then((enrolment) => setState({ status: 'ready', enrolment }))
      .catch(() => {
        if (!controller.signal.aborted) {
          setState({ status: 'error' });
        }
      });
    return () => controller.abort();
  }, [round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
