import { decodeBreachStatus } from '../../wire/protection-api.wire';
import { toParts } from './breach-status-parts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<Blob>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) =>
  void event.data.text().then((text) => {
    for (const part of toParts(decodeBreachStatus(text))) scope.postMessage(part);
  });
scope.postMessage({ kind: 'ready' });
