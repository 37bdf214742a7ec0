// Offline mode: every port bound to an in-memory fake with realistic data (README "Modes").
import { ContainerModule } from 'inversify';
import { InMemoryAuthGateway } from '../../adapters/auth/in-memory-auth-gateway';
import { SystemClock } from '../../adapters/browser/system-clock';
import { NoopChatWidget } from '../../adapters/chat-widget/noop-chat-widget';
import { createStorageFaultSwitch } from '../../adapters/offline/fault-switch';
import type { OfflineConfig } from '../env';
import { TOKENS, bindTo } from '../tokens';

export type BrowserStorages = { readonly local: Storage; readonly session: Storage };

export const offlineModule = (config: OfflineConfig, storages: BrowserStorages) =>
  new ContainerModule(({ bind }) => {
    const clock = new SystemClock();
    const faults = createStorageFaultSwitch(storages.local);
    bindTo(bind, TOKENS.Config).toConstantValue(config);
    bindTo(bind, TOKENS.Clock).toConstantValue(clock);
    bindTo(bind, TOKENS.SessionSource).toConstantValue(new InMemoryAuthGateway(storages.session, clock, faults));
    bindTo(bind, TOKENS.ChatWidget).toConstantValue(new NoopChatWidget());
  });
