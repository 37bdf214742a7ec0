import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;
/** Beyond this an oversized body is not even drained: the connection is dropped. */
export const MAX_DRAIN_BYTES = 1024 * 1024;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type BodyResult = { readonly kind: 'ok'; readonly text: string } | { readonly kind: 'too-large' } | { readonly kind: 'aborted' };

/** Reads the whole body; an oversized one is drained (so the client sees the 413) and reported. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) {
        resolve({ kind: 'aborted' });
        req.destroy();
      } else if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? { kind: 'too-large' } : { kind: 'ok', text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => resolve({ kind: 'aborted' }));
  });
}

export function parseJsonSafely(text: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  try {
    return { ok: true, value: JSON.parse(text, (key, value: unknown) => (UNSAFE_KEYS.has(key) ? undefined : value)) };
  } catch {
    return { ok: false };
  }
}
