// jsdom without the web platform pieces Node 20 already has (the router builds Request objects, and
// encodes text). Hands Node's own implementations to the jsdom global.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'fetch',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Blob',
  'structuredClone',
];

class JsdomWithWebPlatform extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    // jsdom's crypto has no `subtle`; a browser's secure context (https, localhost) has Web Crypto whole.
    if (typeof this.global.crypto === 'undefined' || typeof this.global.crypto.subtle === 'undefined') {
      Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true, writable: true });
    }
    // jsdom's Blob, which its XMLHttpRequest answers with, has no text(); every browser's has.
    const { Blob, FileReader } = this.global;
    if (typeof Blob.prototype.text !== 'function') {
      Blob.prototype.text = function text() {
        return new Promise((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result);
          reader.onerror = () => reject(reader.error);
          reader.readAsText(this);
        });
      };
    }
    // Node's Request needs Node's AbortSignal, not jsdom's.
    this.global.AbortController = globalThis.AbortController;
    this.global.AbortSignal = globalThis.AbortSignal;
  }
}

module.exports = JsdomWithWebPlatform;
