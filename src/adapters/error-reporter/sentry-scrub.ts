import type { Breadcrumb, Event, StackFrame } from '@sentry/browser';
import { scrubRecord, scrubText, scrubValue, withoutQuery } from '../../domain/scrub';

type Span = { readonly name: string; readonly attributes: Readonly<Record<string, unknown>> };

const scrubFrame = (frame: StackFrame): StackFrame => ({
  ...frame,
  filename: frame.filename === undefined ? undefined : withoutQuery(frame.filename),
  abs_path: frame.abs_path === undefined ? undefined : withoutQuery(frame.abs_path),
  // Local variables and source lines can hold anything the user typed.
  vars: undefined,
  pre_context: undefined,
  context_line: undefined,
  post_context: undefined,
});

const URL_KEYS: ReadonlySet<string> = new Set(['from', 'to', 'url']);

/** In an element path, ids and attributes can name anything: tags and classes stay. */
const scrubSelector = (selector: string): string => scrubText(selector.replace(/\[[^\]]*\]/g, '').replace(/#[^\s.>#[]+/g, ''));

/** Console breadcrumbs keep only their level: their arguments can be anything. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  if (breadcrumb.category === 'console') {
    return { ...breadcrumb, message: `console.${breadcrumb.level ?? 'log'}`, data: undefined };
  }
  const ui = breadcrumb.category?.startsWith('ui.') ?? false;
  const data = breadcrumb.data === undefined ? undefined : scrubRecord(breadcrumb.data);
  return {
    ...breadcrumb,
    message: breadcrumb.message === undefined ? undefined : ui ? scrubSelector(breadcrumb.message) : scrubText(breadcrumb.message),
    data:
      data &&
      Object.fromEntries(Object.entries(data).map(([key, value]) => [key, URL_KEYS.has(key) && typeof value === 'string' ? withoutQuery(value) : value])),
  };
}

export function scrubEvent<E extends Event>(event: E): E {
  return {
    ...event,
    message: event.message === undefined ? undefined : scrubText(event.message),
    transaction: event.transaction === undefined ? undefined : scrubText(event.transaction),
    exception:
      event.exception === undefined
        ? undefined
        : {
            ...event.exception,
            values: event.exception.values?.map((value) => ({
              ...value,
              value: value.value === undefined ? undefined : scrubText(value.value),
              stacktrace: value.stacktrace === undefined ? undefined : { ...value.stacktrace, frames: value.stacktrace.frames?.map(scrubFrame) },
            })),
          },
    request: event.request === undefined ? undefined : { url: event.request.url === undefined ? undefined : withoutQuery(event.request.url) },
    user: event.user?.id === undefined ? undefined : { id: event.user.id },
    breadcrumbs: event.breadcrumbs?.map(scrubBreadcrumb),
    extra: event.extra === undefined ? undefined : scrubRecord(event.extra),
    tags: event.tags === undefined ? undefined : (scrubRecord(event.tags) as E['tags']),
    contexts: event.contexts === undefined ? undefined : (scrubValue(event.contexts) as E['contexts']),
  };
}

export const scrubSpan = <S extends Span>(span: S): S => ({ ...span, name: scrubText(span.name), attributes: scrubRecord(span.attributes) });
