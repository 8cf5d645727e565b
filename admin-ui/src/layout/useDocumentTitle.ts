import { useEffect } from 'react';
import { brand } from '@portal/ui-shared/theme';

/** Tab and history titles name the page first, so many open console tabs stay distinguishable. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${brand.name}`;
  }, [page]);
}
