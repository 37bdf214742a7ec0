// The URL carries nothing of the user: the bearer value travels inside each frame.
import type { ChatTransport } from './frame-chat-channel';

export type WebSocketLike = {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
};

export const webSocketTransport = (url: string, create: (url: string) => WebSocketLike): ChatTransport => ({
  open: ({ onMessage, onClose }) =>
    new Promise((resolve) => {
      let socket: WebSocketLike;
      try {
        socket = create(url);
      } catch {
        resolve(null);
        return;
      }
      let opened = false;
      socket.addEventListener('open', () => {
        opened = true;
        resolve({ send: (text) => socket.send(text), close: () => socket.close() });
      });
      socket.addEventListener('message', (event) => onMessage(typeof event.data === 'string' ? event.data : ''));
      socket.addEventListener('error', () => {
        if (!opened) resolve(null);
      });
      socket.addEventListener('close', () => {
        if (opened) onClose();
        else resolve(null);
      });
    }),
});
