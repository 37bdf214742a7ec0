import type { AuthGateway } from './auth-gateway.port';

/**
 * The read side of the user pool that the app shell needs (guards, landing, footer): the current
 * session only. Every AuthGateway is one; adapters that so far implement only this slice bind here.
 */
export type SessionSource = Pick<AuthGateway, 'currentSession'>;
