import { useEffect, useState } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { SupportFallback } from '../components/support-fallback';
import { useDocumentTitle } from '../components/use-document-title';
import { useServices } from '../services-context';

/** The raw error is reported scrubbed, never shown or logged whole: it may hold personal data. */
export function RouteErrorView() {
  const error = useRouteError();
  const { supportChat, links, reportError } = useServices();
  const [fallbackShown, setFallbackShown] = useState(false);
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    reportError(error, 'route error');
  }, [error, reportError]);

  const contactSupport = () => {
    if (supportChat.available) void supportChat.open();
    else setFallbackShown(true);
  };

  return (
    <main id="main" className="page">
      <section className="message-page" aria-labelledby="route-error-title">
        <h1 id="route-error-title">Something went wrong</h1>
        <p>
          We encountered an unexpected error while processing your request. Please try again later or contact support if the issue
          persists.
        </p>
        <div className="actions">
          <Link className="button button--primary" to="/" reloadDocument>
            Go back home
          </Link>
          <button type="button" className="button" onClick={contactSupport}>
            Contact Support
          </button>
        </div>
        {fallbackShown && <SupportFallback homeUrl={links.home} />}
      </section>
    </main>
  );
}
