import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder until this screen's issue lands: it says so plainly instead of pretending. */
export function Component() {
  useDocumentTitle('Dashboard');
  return (
    <section className="message-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>This screen is being built and is not available yet.</p>
    </section>
  );
}
