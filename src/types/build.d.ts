declare const __APP_MODE__: 'offline' | 'real';
/** True only in a development build (the dev server): the developer routes' tools are in it. */
declare const __DEV_ROUTES__: boolean;
