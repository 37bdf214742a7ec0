// The bearer token of the product's own APIs (spec §7): the id token of the valid session (refreshed
// when expired). Calls that start together share one read, so the dashboard's parallel round reads
// the token once.
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
