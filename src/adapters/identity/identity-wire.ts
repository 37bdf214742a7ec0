import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { IdentityFailure } from '../../application/ports/identity-credentials.port';
import type { AwsCredentials } from '../../domain/auth/session/identity-credentials';

const NonEmpty = t.refinement(t.string, (s) => s !== '', 'NonEmpty');

/** Epoch seconds on the wire (JSON 1.1), kept as milliseconds. */
const Instant = new t.Type<number, number, unknown>(
  'Instant',
  (u): u is number => typeof u === 'number',
  (u, c) => (typeof u === 'number' && Number.isFinite(u) ? t.success(u * 1000) : t.failure(u, c)),
  t.identity,
);

const GetIdAnswer = t.type({ IdentityId: NonEmpty });

const CredentialsAnswer = t.type({ Credentials: t.type({ AccessKeyId: NonEmpty, SecretKey: NonEmpty, SessionToken: NonEmpty, Expiration: Instant }) });

const UNEXPECTED: IdentityFailure = { kind: 'Unexpected' };

const decoder =
  <A, B>(codec: t.Decoder<unknown, A>, toValue: (answer: A) => B) =>
  (answer: unknown): E.Either<IdentityFailure, B> =>
    E.bimap(() => UNEXPECTED, toValue)(codec.decode(answer));

export const decodeIdentityId = decoder(GetIdAnswer, (answer) => answer.IdentityId);

export const decodeCredentials = decoder(CredentialsAnswer, ({ Credentials: c }): AwsCredentials => ({
  accessKeyId: c.AccessKeyId,
  secretKey: c.SecretKey,
  sessionToken: c.SessionToken,
  expiration: c.Expiration,
}));

export const failureOfErrorBody = (body: unknown): IdentityFailure => {
  const decoded = t.type({ __type: t.string, message: t.union([t.string, t.undefined]) }).decode(body);
  if (E.isLeft(decoded)) return UNEXPECTED;
  return { kind: 'Service', code: decoded.right.__type.split('#').pop() ?? decoded.right.__type, message: decoded.right.message ?? '' };
};
