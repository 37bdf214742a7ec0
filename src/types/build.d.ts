// The mode the bundle was built for (webpack's DefinePlugin; Jest's `globals` in the UI project).
// Code guarded by it is dropped from the other mode's bundle (ADR 003).
declare const __APP_MODE__: 'offline' | 'real';
