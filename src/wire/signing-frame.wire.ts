import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';

const SigningFrameMessage = t.type({ event: t.keyof({ load: null, completed: null, declined: null }), slug: t.string });

export type SigningFrameMessage = t.TypeOf<typeof SigningFrameMessage>;

/** Any page can post to us. */
export const decodeSigningFrameMessage = (data: unknown): O.Option<SigningFrameMessage> => {
  const decoded = SigningFrameMessage.decode(data);
  return E.isRight(decoded) ? O.some({ event: decoded.right.event, slug: decoded.right.slug }) : O.none;
};
