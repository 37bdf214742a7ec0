import { useEffect } from 'react';
import { documentTitle, type PageTitle } from '../../domain/navigation/page-titles';

/** Only a title of the fixed set: every vendor script on the page can read it. */
export function useDocumentTitle(page: PageTitle) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
