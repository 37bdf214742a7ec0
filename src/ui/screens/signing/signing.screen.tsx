import { Trans, useLingui } from '@lingui/react/macro';
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
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a parameter's name
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
    <Trans>Back to your dashboard</Trans>
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
  const { t } = useLingui();
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
      return (
        <p className="message-page">
          <Trans>Checking your authorisation…</Trans>
        </p>
      );
    case 'bad-link':
      return message(t`This signing link is incomplete`, t`The link does not say which document to sign. Open the authorisation from your dashboard.`);
    case 'no-contract':
      return message(t`There is nothing to sign yet`, t`Request the removal authorisation on your dashboard first; then you can sign it here.`);
    case 'not-yours':
      return message(t`This link is not for your authorisation`, t`It names a different document. Open your own authorisation from your dashboard.`);
    case 'already-signed':
      return message(t`Already signed`, t`Your removal authorisation is signed; brokers are being contacted. You can follow the progress on your dashboard.`);
    case 'check-failed': {
      const problem = state.message;
      return message(
        t`We could not check your authorisation`,
        t`${problem}. Try again in a moment.`,
        retry(t`Try again`, () => void vm.recheck()),
      );
    }
    case 'declined':
      return message(
        t`Not signed`,
        t`You closed the form without signing. Nothing was sent; you can sign whenever you are ready.`,
        retry(t`Open the form again`, vm.tryAgain),
      );
    case 'unavailable':
      return message(
        t`The signing form could not load`,
        t`It may be blocked by your browser or network, or the signing service may be down. Try again, or come back later.`,
        retry(t`Try again`, vm.tryAgain),
      );
    case 'ready':
    case 'signing':
      return (
        <section className="signing" aria-labelledby="signing-title">
          <h1 id="signing-title">
            <Trans>Sign the removal authorisation</Trans>
          </h1>
          <p>
            <Trans>Read the authorisation and sign it to let us ask data brokers to delete your data.</Trans>
          </p>
          <div ref={form} className="signing__form" />
        </section>
      );
  }
});
