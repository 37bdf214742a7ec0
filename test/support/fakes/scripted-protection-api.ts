import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_PROFILE } from '../../../src/domain/profile/user-profile';
import type { AccountApi, EmailAddressApi, RemovalApi } from '../../../src/application/ports/protection-api.port';
import type { HttpFailure } from '../../../src/domain/http-failure';

/** Every port of the Protection API, as its adapters implement them. */
export type ProtectionApi = EmailAddressApi & RemovalApi & AccountApi;

type Method = keyof ProtectionApi;
type Result<M extends Method> = Awaited<ReturnType<ProtectionApi[M]>>;

/** A ProtectionApi whose answers are scripted per method and whose calls are recorded. Unscripted calls fail with Network. */
export class ScriptedProtectionApi implements EmailAddressApi, RemovalApi, AccountApi {
  readonly calls: { readonly method: Method; readonly args: readonly unknown[] }[] = [];
  private readonly scripts = new Map<Method, unknown>();

  script<M extends Method>(method: M, result: Result<M>): this {
    this.scripts.set(method, result);
    return this;
  }

  /** Every read answered, as for someone on a trial who gave the details brokers are searched by, with nothing found yet: a test then scripts what it is about. */
  answeringReads(): this {
    return this.script('getUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada', lastName: 'Lovelace', city: 'London' }))
      .script('getSubscriptionStatus', E.right({ status: 'TRIALING', daysRemaining: 14, link: 'https://billing.example/' }))
      .script('getEmailAddresses', E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]))
      .script('getRemovalContract', E.right(O.none))
      .script('getRemovalStats', E.right({ brokers: [] }))
      .script('getBreachStatus', E.right({ dataBreaches: [] }))
      .script('getBreachProgress', E.right({ fixed: [] }))
      .script('markVisit', E.right(null));
  }

  private answer<M extends Method>(method: M, args: readonly unknown[]): Promise<Result<M>> {
    this.calls.push({ method, args });
    const scripted = this.scripts.has(method) ? this.scripts.get(method) : E.left<HttpFailure>({ kind: 'Network' });
    return Promise.resolve(scripted as Result<M>);
  }

  getSubscriptionStatus = () => this.answer('getSubscriptionStatus', []);
  getRemovalStats = () => this.answer('getRemovalStats', []);
  getBreachStatus = () => this.answer('getBreachStatus', []);
  getBreachProgress = () => this.answer('getBreachProgress', []);
  markVisit = () => this.answer('markVisit', []);
  setBreachFixed = (...args: Parameters<ProtectionApi['setBreachFixed']>) => this.answer('setBreachFixed', args);
  getUserProfile = () => this.answer('getUserProfile', []);
  saveUserProfile = (...args: Parameters<ProtectionApi['saveUserProfile']>) => this.answer('saveUserProfile', args);
  getEmailAddresses = () => this.answer('getEmailAddresses', []);
  addEmailAddress = (...args: Parameters<ProtectionApi['addEmailAddress']>) => this.answer('addEmailAddress', args);
  verifyEmailAddress = (...args: Parameters<ProtectionApi['verifyEmailAddress']>) => this.answer('verifyEmailAddress', args);
  setPrimaryEmailAddress = (...args: Parameters<ProtectionApi['setPrimaryEmailAddress']>) => this.answer('setPrimaryEmailAddress', args);
  removeEmailAddress = (...args: Parameters<ProtectionApi['removeEmailAddress']>) => this.answer('removeEmailAddress', args);
  getRemovalContract = () => this.answer('getRemovalContract', []);
  requestRemovalContract = () => this.answer('requestRemovalContract', []);
  deleteRemovalContract = () => this.answer('deleteRemovalContract', []);
}
