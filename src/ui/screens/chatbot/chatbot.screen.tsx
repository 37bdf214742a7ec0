import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder until this screen's issue lands: it says so plainly instead of pretending. */
export function Component() {
  useDocumentTitle('Breach assistant');
  return (
    <section className="message-page" aria-labelledby="chatbot-title">
      <h1 id="chatbot-title">Breach assistant</h1>
      <p>This screen is being built and is not available yet.</p>
    </section>
  );
}
