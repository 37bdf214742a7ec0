import { useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title';
import type { TokenCheck } from './protect-requests';

const MESSAGES: Readonly<Record<TokenCheck, string>> = {
  token: 'A token came back for the signed-in person.',
  'no-token': 'No token came back: nobody is signed in.',
  unreachable: 'The session could not be checked: no answer. No token came back.',
};

export function ProtectRequestsView() {
  useDocumentTitle('Protect requests');
  const check = useLoaderData() as TokenCheck;
  return (
    <section className="message-page dev-tool" aria-labelledby="protect-requests-title">
      <h1 id="protect-requests-title">Protect requests</h1>
      <p className="note">
        A developer tool: this page asks for the user’s token the way the app’s requests do, and says whether one came back. It never shows the token.
      </p>
      <p role="status" data-token-check={check}>
        {MESSAGES[check]}
      </p>
    </section>
  );
}
