import { useContext } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { PreloadContext } from '../app/preload-context';

/** Starts loading its target's code (and, signed in, its data) as soon as the person shows intent. */
export function IntentLink({ to, state, onPointerEnter, onFocus, onTouchStart, ...rest }: LinkProps & { to: string }) {
  const preload = useContext(PreloadContext);
  const warm = () => preload(to, state);
  return (
    <Link
      to={to}
      state={state}
      onPointerEnter={(event) => {
        warm();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}
