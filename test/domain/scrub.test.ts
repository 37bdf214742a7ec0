import fc from 'fast-check';
import { isPersonalKey, MAX_SCRUB_DEPTH, REDACTED, scrubRecord, scrubText, scrubValue, withoutQuery } from '../../src/domain/scrub';

const JWT = 'eyJraWQiOiJrZXkiLCJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

describe('scrubText', () => {
  it.each([
    ['Could not reach ada.lovelace+canary@example.com', 'Could not reach [email]'],
    ['GET https://app.example/dashboard?token=abc.def&x=1 failed', 'GET https://app.example/dashboard failed'],
    ['/verify-code?code=123456&username=ada', '/verify-code'],
    ['callback#id_token=abc', 'callback'],
    ['your code is 123456.', 'your code is [code].'],
    ['code: 123456', 'code: [code]'],
    ['(123456)', '([code])'],
    [`Bearer ${JWT}`, 'Bearer [token]'],
    ['secret 0123456789abcdef0123456789abcdef0123456789 here', 'secret [token] here'],
  ])('takes the personal part out of %j', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    'Request failed with status code 500',
    'at render (https://app.example/main.3f2a1b.js:2:123456)',
    'Why? Because it failed.',
    'See the #removal section',
    'version 1.123456',
    'Request timed out after 10000 ms',
    'order 1234567',
    'chunk-abc123.js',
    'trace 77631f0c40b24480a88f4fafaef7e885 of user 8f14e45f-ceea-467a-9c8e-2b1e6a6a6a6a',
  ])('leaves %j alone', (input) => {
    expect(scrubText(input)).toBe(input);
  });

  const email = fc
    .tuple(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.constantFrom('com', 'org', 'example'))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
  const filler = fc.stringMatching(/^[a-zA-Z ,!]{0,20}$/);

  it('never lets an e-mail address through, wherever it stands', () => {
    fc.assert(
      fc.property(filler, email, filler, (before, address, after) => {
        expect(scrubText(`${before} ${address} ${after}`)).not.toContain(address);
      }),
    );
  });

  it('never lets a six-digit code through when it stands as a word', () => {
    fc.assert(
      fc.property(filler, fc.stringMatching(/^\d{6}$/), filler, (before, code, after) => {
        expect(scrubText(`${before} ${code} ${after}`)).not.toContain(code);
      }),
    );
  });

  it('never lets a query value through after a path', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[A-Za-z0-9]{8,16}$/), (name, value) => {
        expect(scrubText(`/dashboard?${name}=${value}`)).toBe('/dashboard');
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(scrubText(scrubText(text))).toBe(scrubText(text));
      }),
    );
  });
});

describe('isPersonalKey', () => {
  it.each([
    'email',
    'e-mail',
    'emailAddress',
    'email_addresses',
    'username',
    'userAlias',
    'user_alias',
    'firstName',
    'last_name',
    'fullName',
    'address',
    'addressLine1',
    'street',
    'city',
    'stateOrProvince',
    'zip',
    'zipCode',
    'postal_code',
    'birthDate',
    'date_of_birth',
    'dob',
    'phone',
    'code',
    'otp',
    'answer',
    'idToken',
    'refresh_token',
    'password',
    'client_secret',
    'Authorization',
    'Cookie',
    'x-api-key',
    'userHash',
    'session_id',
  ])('%s is personal or secret', (key) => {
    expect(isPersonalKey(key)).toBe(true);
  });

  it.each(['url', 'method', 'status_code', 'breachKey', 'name', 'type', 'value', 'category', 'route', 'level'])('%s is not', (key) => {
    expect(isPersonalKey(key)).toBe(false);
  });
});

describe('scrubValue', () => {
  it('redacts values under personal keys at any depth, scrubs strings and keeps the rest', () => {
    const input = {
      url: '/dashboard?token=abc',
      status_code: 500,
      ok: false,
      none: null,
      missing: undefined,
      profile: { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1815-12-10', nested: [{ email: 'ada@example.com' }, 'mail ada@example.com'] },
    };

    expect(scrubValue(input)).toEqual({
      url: '/dashboard',
      status_code: 500,
      ok: false,
      none: null,
      missing: undefined,
      profile: { firstName: REDACTED, lastName: REDACTED, birthDate: REDACTED, nested: [{ email: REDACTED }, 'mail [email]'] },
    });
  });

  it('drops prototype keys', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "prototype": 2, "kept": "yes"}') as unknown;

    expect(scrubValue(input)).toEqual({ kept: 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stops at the depth limit and refuses what is not plain data', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < MAX_SCRUB_DEPTH + 2; i++) deep = { next: deep };
    let walked = scrubValue(deep) as Record<string, unknown>;
    for (let i = 0; i < MAX_SCRUB_DEPTH; i++) walked = walked.next as Record<string, unknown>;

    expect(walked).toBe(REDACTED);
    expect(scrubValue(() => 'x')).toBe(REDACTED);
    expect(scrubValue(Symbol('x'))).toBe(REDACTED);
    expect(scrubValue(10n)).toBe(REDACTED);
  });

  it('never lets a canary under a personal key through, whatever the shape around it', () => {
    const canary = 'Zebulon Canary';
    const shape = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small' },
        fc.constant({ firstName: canary }),
        fc.constant({ address: { street: canary } }),
        fc.array(tie('tree'), { maxLength: 3 }),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), tie('tree'), { maxKeys: 3 }),
      ),
    })).tree;
    fc.assert(
      fc.property(shape, (value) => {
        expect(JSON.stringify(scrubValue(value)) ?? '').not.toContain(canary);
      }),
    );
  });

  it('scrubRecord is scrubValue for records', () => {
    expect(scrubRecord({ code: '123456', path: '/chatbot?breach_name=x' })).toEqual({ code: REDACTED, path: '/chatbot' });
  });
});

describe('withoutQuery', () => {
  it.each([
    ['https://app.example/dashboard?token=abc#x', 'https://app.example/dashboard'],
    ['/chatbot#top', '/chatbot'],
    ['/dashboard', '/dashboard'],
  ])('%s → %s', (input, expected) => {
    expect(withoutQuery(input)).toBe(expected);
  });
});
