// The browser's passkey ceremony: options from the service decoded at the edge, every DOMException the
// browser throws named as its own passkey problem, and the credential sent back as JSON.
import * as E from 'fp-ts/Either';
import { passkeysAvailable } from '../../../src/adapters/auth/passkey-browser';
import { createPasskey, getPasskey, type PasskeyCredentials } from '../../../src/adapters/auth/webauthn-ceremony';

const creationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Protect' },
  user: { id: 'dXNlcg', name: 'user', displayName: 'user' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: 'AQID', type: 'public-key', transports: ['internal'] }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  attestation: 'none',
  timeout: 60000,
};

const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [{ id: 'AQID', type: 'public-key' }], userVerification: 'preferred' };

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

const madeCredential = {
  id: 'AQID',
  rawId: bytes(1, 2, 3),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
  response: { clientDataJSON: bytes(4), attestationObject: bytes(5), getTransports: () => ['internal'] },
};

const usedCredential = {
  id: 'AQID',
  rawId: bytes(1, 2, 3),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
  response: { clientDataJSON: bytes(4), authenticatorData: bytes(6), signature: bytes(7), userHandle: bytes(8) },
};

function credentials(answer: { create?: unknown; get?: unknown; throws?: string }): PasskeyCredentials & { created: unknown[]; got: unknown[] } {
  const created: unknown[] = [];
  const got: unknown[] = [];
  const settle = (value: unknown) => (answer.throws === undefined ? Promise.resolve(value) : Promise.reject(new DOMException('browser words', answer.throws)));
  return { created, got, create: (options) => (created.push(options), settle(answer.create)), get: (options) => (got.push(options), settle(answer.get)) };
}

describe('creating a passkey', () => {
  it('hands the browser the options with binary fields decoded, and returns the credential as JSON', async () => {
    const browser = credentials({ create: madeCredential });

    const made = await createPasskey(browser, creationOptions);

    const publicKey = (browser.created[0] as { publicKey: PublicKeyCredentialCreationOptions }).publicKey;
    expect(new Uint8Array(publicKey.challenge as ArrayBuffer)).toEqual(new Uint8Array(Buffer.from('challenge')));
    expect(new Uint8Array(publicKey.user.id as ArrayBuffer)).toEqual(new Uint8Array(Buffer.from('user')));
    expect(new Uint8Array(publicKey.excludeCredentials?.[0]?.id as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(publicKey.rp).toEqual({ id: 'localhost', name: 'Protect' });
    expect(made).toEqual(
      E.right({
        id: 'AQID',
        rawId: 'AQID',
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: 'BA', attestationObject: 'BQ', transports: ['internal'] },
      }),
    );
  });

  it('refuses malformed options before asking the browser', async () => {
    const browser = credentials({ create: madeCredential });

    const made = await createPasskey(browser, { ...creationOptions, challenge: 42 });

    expect(made).toEqual(E.left({ kind: 'Passkey', problem: 'InvalidRegistrationOptions' }));
    expect(browser.created).toEqual([]);
  });

  it.each([
    ['NotAllowedError', 'Cancelled'],
    ['AbortError', 'Aborted'],
    ['InvalidStateError', 'AlreadyExists'],
    ['SecurityError', 'RelyingPartyMismatch'],
    ['NotSupportedError', 'NotSupported'],
    ['UnknownError', 'RegistrationFailed'],
  ])('names the browser refusal %s as %s', async (name, problem) => {
    const made = await createPasskey(credentials({ throws: name }), creationOptions);

    expect(made).toEqual(E.left({ kind: 'Passkey', problem }));
  });

  it('treats a browser answering no credential as a failed registration', async () => {
    expect(await createPasskey(credentials({ create: null }), creationOptions)).toEqual(E.left({ kind: 'Passkey', problem: 'RegistrationFailed' }));
  });
});

describe('using a passkey', () => {
  it('decodes the JSON request options and returns the assertion as JSON', async () => {
    const browser = credentials({ get: usedCredential });

    const used = await getPasskey(browser, JSON.stringify(requestOptions));

    const publicKey = (browser.got[0] as { publicKey: PublicKeyCredentialRequestOptions }).publicKey;
    expect(publicKey.rpId).toBe('localhost');
    expect(new Uint8Array(publicKey.allowCredentials?.[0]?.id as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(used).toEqual(
      E.right({
        id: 'AQID',
        rawId: 'AQID',
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: { clientDataJSON: 'BA', authenticatorData: 'Bg', signature: 'Bw', userHandle: 'CA' },
      }),
    );
  });

  it('hands the browser the signal that stops its request, and sends none when there is none', async () => {
    const browser = credentials({ get: usedCredential });
    const stop = new AbortController();

    await getPasskey(browser, JSON.stringify(requestOptions), stop.signal);
    await getPasskey(browser, JSON.stringify(requestOptions));

    expect((browser.got[0] as CredentialRequestOptions).signal).toBe(stop.signal);
    expect(browser.got[1]).not.toHaveProperty('signal');
  });

  it('treats a browser answering no credential (null) as a failed retrieval', async () => {
    expect(await getPasskey(credentials({ get: null }), JSON.stringify(requestOptions))).toEqual(E.left({ kind: 'Passkey', problem: 'RetrievalFailed' }));
  });

  it.each(['not json', JSON.stringify({ rpId: 'localhost' }), JSON.stringify({ ...requestOptions, challenge: 'not base64url!' })])(
    'refuses request options %s',
    async (options) => {
      expect(await getPasskey(credentials({ get: usedCredential }), options)).toEqual(E.left({ kind: 'Passkey', problem: 'InvalidAuthenticationOptions' }));
    },
  );

  it.each([
    ['NotAllowedError', 'Cancelled'],
    ['AbortError', 'Aborted'],
    ['SecurityError', 'RelyingPartyMismatch'],
    ['NotSupportedError', 'NotSupported'],
    ['UnknownError', 'RetrievalFailed'],
  ])('names the browser refusal %s as %s', async (name, problem) => {
    expect(await getPasskey(credentials({ throws: name }), JSON.stringify(requestOptions))).toEqual(E.left({ kind: 'Passkey', problem }));
  });
});

describe('whether passkeys are offered', () => {
  it('needs PublicKeyCredential and navigator.credentials', () => {
    const credentialsApi = { create: () => undefined, get: () => undefined };

    expect(passkeysAvailable({ PublicKeyCredential: function PublicKeyCredential() {}, navigator: { credentials: credentialsApi } })).toBe(true);
    expect(passkeysAvailable({ navigator: { credentials: credentialsApi } })).toBe(false);
    expect(passkeysAvailable({ PublicKeyCredential: function PublicKeyCredential() {}, navigator: {} })).toBe(false);
  });
});
