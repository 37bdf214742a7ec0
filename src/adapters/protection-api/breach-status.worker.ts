import { decodeBreachStatus } from '../../wire/protection-api.wire';
import { toParts } from './breach-status-parts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<string>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  for (const part of toParts(decodeBreachStatus(event.data))) scope.postMessage(part);
};
