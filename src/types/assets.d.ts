declare module '*.css';

// branch-sdk ships no types; the deep-link adapter declares the part it uses (BranchSdk).
declare module 'branch-sdk' {
  const branch: unknown;
  export default branch;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
