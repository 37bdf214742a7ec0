declare const __APP_MODE__: 'offline' | 'real';
