import { decodeBreachStatus } from '../../wire/protection-api.wire';
import { answerText } from '../http/json-http-client';
import { toParts } from './breach-status-parts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<Uint8Array>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  for (const part of toParts(decodeBreachStatus(answerText(event.data)))) scope.postMessage(part);
};
scope.postMessage({ kind: 'ready' });
