import { useEffect } from 'react';

export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = page ? `${page} · Protect` : 'Protect: your personal data, protected';
  }, [page]);
}
