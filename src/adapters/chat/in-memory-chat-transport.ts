// Frames cross as text, asynchronously, as over a WebSocket, so offline mode runs the real client.
import type { ChatTransport } from './frame-chat-channel';
import { chatSession, type ChatResponderDeps } from '../../stand-ins/chat/chat-responder';

export const inMemoryChatTransport = (responder: ChatResponderDeps): ChatTransport => ({
  open: async ({ onMessage, onClose }) => {
    let open = true;
    const end = () => {
      if (!open) return;
      open = false;
      setTimeout(onClose, 0);
    };
    const session = chatSession(responder, {
      send: (text) => {
        if (open) setTimeout(() => onMessage(text), 0);
      },
      close: end,
    });
    return {
      send: (text) => {
        if (open) void session.receive(text);
      },
      close: end,
    };
  },
});
