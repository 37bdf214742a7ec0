// HMAC-SHA256 with Web Crypto, so that the browser and Node compute it the same way.
export async function userHashOf(secret: string, userAlias: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(userAlias)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
