import { useEffect } from 'react';

/** Sets the tab title for a page: "<page> · Protect". */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = page ? `${page} · Protect` : 'Protect: your personal data, protected';
  }, [page]);
}
