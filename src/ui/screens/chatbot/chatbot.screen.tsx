import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { breachSourceCategory } from '../../../domain/analytics-event';
import type { Breach } from '../../../domain/breach/breach';
import { count, monthYear } from '../../../domain/format';
import { plainNames } from '../../../domain/breach/breach-guidance';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../../domain/chat/chat-state';
import { citedSourceLink } from '../../../domain/chat/cited-sources';
import { ROUTES, routeParams } from '../../../domain/navigation/routes';
import type { AppServices } from '../../app-services';
import type { EntryState } from '../../app/screen-module';
import { ExternalLink } from '../../components/external-link';
import { HibpAttribution } from '../../components/hibp-attribution';
import { IntentLink } from '../../components/intent-link';
import { MessagePage } from '../../components/message-page';
import { useDocumentTitle } from '../../components/use-document-title';
import { ChatbotViewModel } from './chatbot.view-model';

/** The entry's carried `breach_name` and `source` (or the query's) name the breach. */
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

export const Component = observer(function ChatbotScreen() {
  const { vm } = useLoaderData() as { vm: ChatbotViewModel };
  useEffect(() => vm.attach(), [vm]);
  useDocumentTitle('Breach assistant');
  if (vm.facts.state === 'unknown') return <UnknownBreach name={vm.ref?.breachName ?? ''} />;
  return (
    <section className="chatbot" aria-labelledby="chatbot-title">
      <BreachHeader vm={vm} />
      <Conversation vm={vm} />
      <Composer vm={vm} />
    </section>
  );
});

function UnknownBreach({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <MessagePage title={t`We could not find that breach`}>
      <p>
        {name ? <Trans>There is no breach called “{name}” among the ones that include your addresses.</Trans> : <Trans>The link does not name a breach.</Trans>}
      </p>
      <p>
        <Trans>Open a breach from your dashboard and choose “Ask about this breach”.</Trans>
      </p>
      <IntentLink className="button button--primary" to={ROUTES.dashboard}>
        <Trans>Back to your dashboard</Trans>
      </IntentLink>
    </MessagePage>
  );
}

function BreachMeta({ breach }: { breach: Breach }) {
  const { t } = useLingui();
  const { pwnCount } = breach;
  const date = monthYear(breach.breachDate);
  const accounts = count(pwnCount);
  return <p className="breach__meta">{t`${date} · ${plural(pwnCount, { one: `${accounts} account`, other: `${accounts} accounts` })}`}</p>;
}

const BreachHeader = observer(function BreachHeader({ vm }: { vm: ChatbotViewModel }) {
  const { t } = useLingui();
  const facts = vm.facts;
  const title = vm.title;
  return (
    <header className="chatbot__header">
      <p className="chatbot__back">
        <IntentLink to={ROUTES.dashboard}>
          <Trans>← Your dashboard</Trans>
        </IntentLink>
      </p>
      <h1 id="chatbot-title">
        <Trans>Ask about {title}</Trans>
      </h1>
      {facts.state === 'known' && (
        <>
          <BreachMeta breach={facts.breach} />
          <ul className="tags" aria-label={t`Exposed data`}>
            {plainNames(facts.breach.dataClasses).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {facts.state === 'loading' && <p className="breach__meta skeleton-line" aria-hidden="true" />}
      {facts.state === 'unavailable' && (
        <p className="note">
          <Trans>We could not load this breach’s details right now; you can still ask about it.</Trans>
        </p>
      )}
      <HibpAttribution />
    </header>
  );
});

const Conversation = observer(function Conversation({ vm }: { vm: ChatbotViewModel }) {
  const { t } = useLingui();
  const end = useRef<HTMLLIElement>(null);
  const messages = vm.conversation?.messages ?? [];
  const last = messages[messages.length - 1];
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content]);
  if (vm.loadError) {
    return (
      <div className="chatbot__error" role="alert">
        <p>{vm.loadError}</p>
        <button type="button" className="button" onClick={() => void vm.reload()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (vm.conversation === null)
    return (
      <p className="chatbot__loading">
        <Trans>Loading the conversation…</Trans>
      </p>
    );
  const suggestions = vm.suggestions;
  const suggest = suggestions.length > 0 && (
    <section className="chatbot__suggestions" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">{messages.length === 0 ? <Trans>Start with a question</Trans> : <Trans>Ask next</Trans>}</h2>
      <ul>
        {suggestions.map((question) => (
          <li key={question}>
            <button type="button" className="button button--small" onClick={() => void vm.send(question)} disabled={vm.conversation?.isPending}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <>
      {messages.length === 0 && suggest}
      <div role="log" aria-live="polite" aria-label={t`Conversation`}>
        <ol className="chat-log">
          {messages.map((message) => (
            <li
              key={`${message.type}-${message.id}`}
              className={`chat-message chat-message--${message.type}${message.error ? ' chat-message--failed' : ''}`}
              aria-busy={message === last && message.type === 'incoming' && vm.conversation?.isPending}
            >
              <span className="visually-hidden">{message.type === 'outgoing' ? t`You said:` : t`Assistant:`} </span>
              <MessageText text={message.content} />
              {message.error && (
                <p className="chat-message__failure">
                  <Trans>Not answered.</Trans>{' '}
                  <button type="button" className="button button--small" onClick={() => void vm.retry(message.id)} disabled={vm.conversation?.isPending}>
                    <Trans>Retry</Trans>
                  </button>
                </p>
              )}
            </li>
          ))}
          {vm.conversation.isPending && last?.type === 'outgoing' && (
            <li className="chat-message chat-message--incoming chat-message--pending">
              <span className="visually-hidden">
                <Trans>The assistant is answering…</Trans>
              </span>
              <span className="typing" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </li>
          )}
          <li ref={end} className="chat-log__end" aria-hidden="true" />
        </ol>
      </div>
      {messages.length > 0 && suggest}
    </>
  );
});

const Composer = observer(function Composer({ vm }: { vm: ChatbotViewModel }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // `--composer-height` on the section lets the newest message scroll to just above the sticky question box.
  useEffect(() => {
    const el = form.current;
    const section = el?.parentElement;
    if (!el || !section || typeof ResizeObserver === 'undefined') return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
    const observer = new ResizeObserver(() => section.style.setProperty('--composer-height', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 240)}px`;
  }, [vm.draft]);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void vm.send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className="chat-composer" onSubmit={submit} ref={form}>
      <label htmlFor="chat-input">
        <Trans>Your question</Trans>
      </label>
      <textarea
        id="chat-input"
        ref={box}
        rows={2}
        value={vm.draft}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        onChange={(e) => vm.setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby="chat-input-hint"
        disabled={vm.conversation === null}
      />
      <p id="chat-input-hint" className="hint">
        <span className="hint--keys">
          <Trans>Enter sends, Shift+Enter adds a line.</Trans>{' '}
        </span>
        {vm.draft.length} / {MAX_CHAT_MESSAGE_LENGTH}
      </p>
      <button type="submit" className="button button--primary" disabled={!vm.canSend}>
        <Trans>Send</Trans>
      </button>
    </form>
  );
});

/** An answer's paragraphs (split by a blank line) as paragraphs, its lines that start with a bullet as a list, in their order. */
export function MessageText({ text }: { readonly text: string }) {
  // A run: lines of one paragraph that are all bullets or all not.
  const runs: { block: number; list: boolean; lines: string[] }[] = [];
  text.split(/\n{2,}/).forEach((paragraph, block) => {
    for (const line of paragraph.split('\n')) {
      const list = line.startsWith('• ');
      const run = runs.at(-1);
      const words = list ? line.slice(2) : line;
      if (run?.block === block && run.list === list) run.lines.push(words);
      else runs.push({ block, list, lines: [words] });
    }
  });
  return runs.map((run, i) =>
    run.list ? (
      <ul key={i} className="chat-message__list">
        {run.lines.map((line, j) => (
          <li key={j}>
            <LinkedText text={line} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i} className="chat-message__text">
        <LinkedText text={run.lines.join('\n')} />
      </p>
    ),
  );
}

/** Split on it, the text keeps each address at an odd index. */
const URL_PATTERN = /(\bhttps?:\/\/[^\s<>"'`]+)/i;

/** Text stays text (React escapes it); only addresses on cited sources become links, showing the address itself. */
export function LinkedText({ text }: { readonly text: string }) {
  return text.split(URL_PATTERN).map((piece, i) => {
    // A sentence's closing punctuation is not part of the address.
    const address = piece.replace(/[.,;:!?)\]]+$/, '');
    const href = i % 2 === 1 ? citedSourceLink(address) : null;
    if (href === null) return piece;
    return (
      <Fragment key={i}>
        <ExternalLink href={href}>{address}</ExternalLink>
        {piece.slice(address.length)}
      </Fragment>
    );
  });
}
