import { useContext } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { PreloadContext } from '../app/preload-context';

/** Starts loading its target's code (and, signed in, its data) as soon as the person shows intent. */
export function IntentLink({ to, state, onPointerEnter, onFocus, onTouchStart, ...rest }: LinkProps & { to: string }) {
  const preload = useContext(PreloadContext);
  const warmThen =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      preload(to, state);
      handler?.(event);
    };
  return <Link to={to} state={state} onPointerEnter={warmThen(onPointerEnter)} onFocus={warmThen(onFocus)} onTouchStart={warmThen(onTouchStart)} {...rest} />;
}
