import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { breachSourceCategory } from '../../../domain/analytics-event';
import { routeParams } from '../../../domain/navigation/routes';
import type { AppServices } from '../../app-services';
import type { EntryState } from '../../app/screen-module';
import { ChatbotView } from './chatbot.view';
import { ChatbotViewModel } from './chatbot.view-model';

/** The entry's carried `breach_name` and `source` (or, in a query, the same names) name the breach; its conversation and facts start loading here. */
export const makeLoader =
  ({ chat, analytics }: AppServices, entryState: EntryState) =>
  ({ request }: LoaderFunctionArgs): { vm: ChatbotViewModel } => {
    const search = routeParams(new URL(request.url).search, entryState());
    const vm = new ChatbotViewModel(
      {
        conversations: chat.conversations,
        getBreachStatus: chat.getBreachStatus,
        track: (name, source) => void analytics.track({ type: 'chatbot', name, breachSource: breachSourceCategory(source) }),
      },
      { breachName: search.get('breach_name'), source: search.get('source') },
    );
    void vm.load();
    return { vm };
  };

export function Component() {
  const { vm } = useLoaderData() as { vm: ChatbotViewModel };
  useEffect(() => vm.attach(), [vm]);
  return <ChatbotView vm={vm} />;
}
