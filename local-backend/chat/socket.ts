import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { MAX_FRAME_CHARS } from '../../src/wire/chat-frames.wire';
import { chatSession, type ChatFault, type ChatResponderDeps } from '../../src/stand-ins/chat/chat-responder';
import type { Fault } from '../../src/stand-ins/faults/fault-schema';

export const CHAT_PATH = '/chat';

export function chatFaultOf(fault: Fault | undefined): ChatFault | undefined {
  if (!fault) return undefined;
  return {
    delayMs: fault.delayMs,
    refuse: fault.error !== undefined || fault.status !== undefined,
    refuseToken: fault.status === 401,
    closeMidAnswer: fault.close === true,
    frame: fault.frame,
    hostileLinks: fault.body === 'hostile-links',
  };
}

export function attachChatSocket(
  server: Server,
  responder: ChatResponderDeps,
  hostAllowed: (host: string | undefined) => boolean,
  apiKey: string,
  log: (line: string) => void,
): () => void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_CHARS });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname: path, searchParams } = new URL(request.url ?? '/', 'http://local');
    // The HTTP shell's Host check does not see upgrades: the same rule, so a rebound page cannot chat as anyone.
    if (!hostAllowed(request.headers.host) || (path === CHAT_PATH && searchParams.get('api_key') !== apiKey)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (path !== CHAT_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const session = chatSession(responder, { send: (text) => ws.readyState === ws.OPEN && ws.send(text), close: () => ws.close(1011, 'closed mid-answer') });
      ws.on('message', (data, isBinary) => {
        const text = isBinary ? '' : data.toString('utf8');
        session.receive(text).catch((error: unknown) => log(`[local-backend] chat frame failed: ${error instanceof Error ? error.message : String(error)}`));
      });
      ws.on('error', () => ws.terminate());
    });
  });
  return () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
  };
}
