// Symbols carry no type: the phantom parameter lets `bindTo` and `resolve` check values against the port.
import type { Bind, Container } from 'inversify';
import type { OfflineOutbox } from '../stand-ins/outbox/offline-outbox';
import type { DevRecorder } from '../stand-ins/dev-recorder';
import type { DestinationStore } from '../application/ports/destination-store.port';
import type { BreachProgressDevice } from '../application/ports/breach-progress-device.port';
import type { SessionKeeper } from '../application/auth/get-valid-session';
import type { HooksApi } from '../application/ports/hooks-api.port';
import type { ChatChannel } from '../application/ports/chat-channel.port';
import type { Signing } from '../application/ports/signing.port';
import type { AnalyticsSink } from '../application/ports/analytics-sink.port';
import type { AccountSecurityGateway } from '../application/ports/account-security-gateway.port';
import type { SignInGateway } from '../application/ports/sign-in-gateway.port';
import type { SignUpGateway } from '../application/ports/sign-up-gateway.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import type { Logger } from '../application/ports/logger.port';
import type { AccountApi, EmailAddressApi, RemovalApi } from '../application/ports/protection-api.port';
import type { RandomSource } from '../application/ports/random-source.port';
import type { SignInStateStore } from '../application/ports/sign-in-state-store.port';
import type { ChatWidget } from '../application/ports/chat-widget.port';
import type { DeepLinkSource } from '../application/ports/deep-link-source.port';
import type { LateStart } from '../application/ports/late-start.port';
import type { Clock } from '../application/ports/clock.port';
import type { IdentityCredentialsService } from '../application/auth/identity-credentials';
import type { HostedSignOut } from '../application/ports/hosted-sign-out.port';
import type { AppConfig } from './env';

declare const tokenOf: unique symbol;
type Token<T> = symbol & { readonly [tokenOf]?: T };
const token = <T>(name: string) => Symbol.for(`protect.${name}`) as Token<T>;

export type UserPool = SignUpGateway & SignInGateway & AccountSecurityGateway;

export type ProtectionApi = EmailAddressApi & RemovalApi & AccountApi;

export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Clock: token<Clock>('Clock'),
  UserPool: token<UserPool>('UserPool'),
  SignInStateStore: token<SignInStateStore>('SignInStateStore'),
  RandomSource: token<RandomSource>('RandomSource'),
  Logger: token<Logger>('Logger'),
  AnalyticsSink: token<AnalyticsSink>('AnalyticsSink'),
  ErrorReporter: token<ErrorReporter>('ErrorReporter'),
  /** One instance, so the screens and the API adapters' bearer share one refresh. */
  GetValidSession: token<SessionKeeper>('GetValidSession'),
  ProtectionApi: token<ProtectionApi>('ProtectionApi'),
  HooksApi: token<HooksApi>('HooksApi'),
  ChatChannel: token<ChatChannel>('ChatChannel'),
  Signing: token<Signing>('Signing'),
  DestinationStore: token<DestinationStore>('DestinationStore'),
  BreachProgressDevice: token<BreachProgressDevice>('BreachProgressDevice'),
  DevRecorder: token<DevRecorder>('DevRecorder'),
  OfflineOutbox: token<OfflineOutbox>('OfflineOutbox'),
  ChatWidget: token<ChatWidget>('ChatWidget'),
  DeepLinkSource: token<DeepLinkSource>('DeepLinkSource'),
  LateStart: token<LateStart>('LateStart'),
  /** Bound when an identity pool is configured (always offline). */
  IdentityCredentials: token<IdentityCredentialsService>('IdentityCredentials'),
  /** Bound when hosted sign-in pages are configured (always offline, for its fault). */
  HostedSignOut: token<HostedSignOut>('HostedSignOut'),
};

export const bindTo = <T>(bind: Bind, id: Token<T>) => bind<T>(id);

export const resolve = <T>(container: Container, id: Token<T>): T => container.get<T>(id);

export const resolveIfBound = <T>(container: Container, id: Token<T>): T | undefined => container.get<T>(id, { optional: true });
