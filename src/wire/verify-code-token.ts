// A verify-code link's token: the payload's JSON, UTF-8, base64url.
import * as J from 'fp-ts/Json';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { toVerifyCodePayload, type VerifyCodePayload } from '../domain/auth/sign-in/verify-code';
import { decodeBase64Url, decodeUtf8, encodeBase64Url, encodeUtf8 } from './text-encoding';

export const MAX_VERIFY_CODE_TOKEN_LENGTH = 2048;

export const decodeVerifyCodeToken = (token: string): O.Option<VerifyCodePayload> =>
  pipe(
    token.length > MAX_VERIFY_CODE_TOKEN_LENGTH ? O.none : O.some(token),
    O.flatMap(decodeBase64Url),
    O.flatMap(decodeUtf8),
    O.flatMap((text) => O.fromEither(J.parse(text))),
    O.flatMap(toVerifyCodePayload),
  );

export const encodeVerifyCodeToken = (payload: VerifyCodePayload): string =>
  encodeBase64Url(encodeUtf8(JSON.stringify({ username: payload.username, code: payload.code, userAlias: payload.userAlias })));
