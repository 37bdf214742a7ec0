// The product APIs' bearer: the valid session's id token, one read shared by calls that start together.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { GetValidSession } from '../application/auth/get-valid-session';
import { singleFlight } from '../application/auth/single-flight';
import type { BearerSource } from '../adapters/http/json-http-client';

export const sessionBearer = (getValidSession: GetValidSession): BearerSource =>
  singleFlight(async () =>
    E.match(
      (): O.Option<string> => O.none,
      (session: O.Option<{ readonly idToken: string }>) => O.map((s: { readonly idToken: string }) => s.idToken)(session),
    )(await getValidSession()),
  );
