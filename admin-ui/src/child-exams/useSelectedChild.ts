import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Child } from './childExams';

/** The chosen child lives in the address (`?child=`); the first child is shown until another is chosen. */
export function useSelectedChild(children: readonly Child[] | undefined) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('child');
  const selected = children?.find((child) => child.id === requested) ?? children?.[0] ?? null;
  useEffect(() => {
    if (selected && selected.id !== requested) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('child', selected.id);
          return next;
        },
        { replace: true },
      );
    }
  }, [selected, requested, setParams]);
  const choose = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('child', id);
      return next;
    });
  return { selected, choose };
}
