import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title';

export function NotFoundView() {
  useDocumentTitle('Page not found');
  return (
    <section className="message-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you’re looking for doesn’t exist or has been moved.</p>
      <Link className="button button--primary" to="/">
        Go back home
      </Link>
    </section>
  );
}
