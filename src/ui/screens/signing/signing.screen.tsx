import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PATHS, ROUTES, routeParams } from '../../../domain/navigation/routes';
import type { AppServices } from '../../app-services';
import type { EntryState } from '../../app/screen-module';
import { IntentLink } from '../../components/intent-link';
import { MessagePage } from '../../components/message-page';
import { useDocumentTitle } from '../../components/use-document-title';
import { SigningViewModel } from './signing.view-model';

/** The entry's carried `docusealSlug` (or the query's) names the document. */
export const makeLoader =
  ({ signing }: AppServices, entryState: EntryState) =>
  ({ request }: LoaderFunctionArgs): { vm: SigningViewModel } => {
    const vm = new SigningViewModel(signing, routeParams(new URL(request.url).search, entryState()).get('docusealSlug'));
    void vm.load();
    return { vm };
  };

export function Component() {
  const { vm } = useLoaderData() as { vm: SigningViewModel };
  useDocumentTitle('Sign the removal authorisation');
  return <SigningView vm={vm} />;
}

const BackToDashboard = ({ primary = false }: { primary?: boolean }) => (
  <IntentLink className={primary ? 'button button--primary' : 'button'} to={ROUTES.dashboard}>
    Back to your dashboard
  </IntentLink>
);

const retry = (label: string, onClick: () => void) => (
  <>
    <button type="button" className="button button--primary" onClick={onClick}>
      {label}
    </button>
    <BackToDashboard />
  </>
);

const message = (title: string, body: string, actions: ReactNode = <BackToDashboard primary />) => (
  <MessagePage title={title} actions={actions}>
    <p>{body}</p>
  </MessagePage>
);

const SigningView = observer(function SigningView({ vm }: { vm: SigningViewModel }) {
  const state = vm.state;
  const form = useRef<HTMLDivElement>(null);
  // One form per offer: going from 'ready' to 'signing' keeps it; leaving the screen removes it.
  const attempt = vm.attempt;
  useEffect(() => {
    if (attempt === 0 || !form.current) return;
    const abort = new AbortController();
    void vm.sign(form.current, abort.signal);
    return () => abort.abort();
  }, [attempt, vm]);

  switch (state.kind) {
    case 'completed':
      return <Navigate to={PATHS.dashboardAfterSigning()} replace />;
    case 'checking':
      return <p className="message-page">Checking your authorisation…</p>;
    case 'bad-link':
      return message('This signing link is incomplete', 'The link does not say which document to sign. Open the authorisation from your dashboard.');
    case 'no-contract':
      return message('There is nothing to sign yet', 'Request the removal authorisation on your dashboard first; then you can sign it here.');
    case 'not-yours':
      return message('This link is not for your authorisation', 'It names a different document. Open your own authorisation from your dashboard.');
    case 'already-signed':
      return message('Already signed', 'Your removal authorisation is signed; brokers are being contacted. You can follow the progress on your dashboard.');
    case 'check-failed':
      return message(
        'We could not check your authorisation',
        `${state.message}. Try again in a moment.`,
        retry('Try again', () => void vm.recheck()),
      );
    case 'declined':
      return message(
        'Not signed',
        'You closed the form without signing. Nothing was sent; you can sign whenever you are ready.',
        retry('Open the form again', vm.tryAgain),
      );
    case 'unavailable':
      return message(
        'The signing form could not load',
        'It may be blocked by your browser or network, or the signing service may be down. Try again, or come back later.',
        retry('Try again', vm.tryAgain),
      );
    case 'ready':
    case 'signing':
      return (
        <section className="signing" aria-labelledby="signing-title">
          <h1 id="signing-title">Sign the removal authorisation</h1>
          <p>Read the authorisation and sign it to let us ask data brokers to delete your data.</p>
          <div ref={form} className="signing__form" />
        </section>
      );
  }
});
