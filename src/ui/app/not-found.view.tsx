import { Link } from 'react-router-dom';
import { MessagePage } from '../components/message-page';
import { useDocumentTitle } from '../components/use-document-title';

export function NotFoundView() {
  useDocumentTitle('Page not found');
  return (
    <MessagePage title="Page not found">
      <p>The page you’re looking for doesn’t exist or has been moved.</p>
      <Link className="button button--primary" to="/">
        Go back home
      </Link>
    </MessagePage>
  );
}
