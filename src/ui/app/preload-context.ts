import { createContext } from 'react';

/** Starts loading the screen of a path (with its entry's state) ahead of a click; the root layout gives it. */
export const PreloadContext = createContext<(path: string, state?: unknown) => void>(() => undefined);
