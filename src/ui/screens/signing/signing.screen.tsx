import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { routeParams } from '../../../domain/navigation/routes';
import type { AppServices } from '../../app-services';
import type { EntryState } from '../../app/screen-module';
import { useDocumentTitle } from '../../components/use-document-title';
import { SigningView } from './signing.view';
import { SigningViewModel } from './signing.view-model';

/** The entry's carried `docusealSlug` (or, in a query, the same name) names the document; the check against the person's contract starts here. */
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
