import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { IdentityFailure } from '../../application/ports/identity-credentials.port';
import type { AwsCredentials } from '../../domain/auth/session/identity-credentials';

const NonEmpty = new t.Type<string, string, unknown>(
  'NonEmpty',
  (u): u is string => typeof u === 'string' && u !== '',
  (u, c) => (typeof u === 'string' && u !== '' ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** Epoch seconds on the wire (JSON 1.1); the SDK hands a Date. */
const Instant = new t.Type<number, number, unknown>(
  'Instant',
  (u): u is number => typeof u === 'number',
  (u, c) =>
    u instanceof Date && !Number.isNaN(u.getTime())
      ? t.success(u.getTime())
      : typeof u === 'number' && Number.isFinite(u)
        ? t.success(u * 1000)
        : t.failure(u, c),
  t.identity,
);

const GetIdAnswer = t.type({ IdentityId: NonEmpty });

const CredentialsAnswer = t.type({ Credentials: t.type({ AccessKeyId: NonEmpty, SecretKey: NonEmpty, SessionToken: NonEmpty, Expiration: Instant }) });

const UNEXPECTED: IdentityFailure = { kind: 'Unexpected' };

export const decodeIdentityId = (answer: unknown): E.Either<IdentityFailure, string> =>
  E.bimap(
    () => UNEXPECTED,
    (decoded: t.TypeOf<typeof GetIdAnswer>) => decoded.IdentityId,
  )(GetIdAnswer.decode(answer));

export const decodeCredentials = (answer: unknown): E.Either<IdentityFailure, AwsCredentials> =>
  E.bimap(
    () => UNEXPECTED,
    ({ Credentials: c }: t.TypeOf<typeof CredentialsAnswer>): AwsCredentials => ({
      accessKeyId: c.AccessKeyId,
      secretKey: c.SecretKey,
      sessionToken: c.SessionToken,
      expiration: c.Expiration,
    }),
  )(CredentialsAnswer.decode(answer));

export const failureOfErrorBody = (body: unknown): IdentityFailure => {
  const decoded = t.type({ __type: t.string, message: t.union([t.string, t.undefined]) }).decode(body);
  if (E.isLeft(decoded)) return UNEXPECTED;
  return { kind: 'Service', code: decoded.right.__type.split('#').pop() ?? decoded.right.__type, message: decoded.right.message ?? '' };
};
