import { MessagePage } from '../components/message-page';
import { useDocumentTitle } from '../components/use-document-title';

export type ConfigProblem = { readonly key: string; readonly reason: string };

/** Every bad key, never a value. */
export function ConfigErrorView({ problems }: { problems: readonly ConfigProblem[] }) {
  useDocumentTitle('Configuration error');
  return (
    <main id="main" className="page">
      <MessagePage title="Protect is not configured correctly">
        <p>The app cannot start because {problems.length === 1 ? 'one setting is' : `${problems.length} settings are`} missing or invalid:</p>
        <ul className="config-problems">
          {problems.map((problem) => (
            <li key={problem.key}>
              <code>{problem.key}</code> {problem.reason}
            </li>
          ))}
        </ul>
        <p>
          Check <code>.env</code> against <code>.env.example</code>, then rebuild. To try the app without any settings, run <code>npm start</code> (offline
          mode).
        </p>
      </MessagePage>
    </main>
  );
}
