import { createContext, useContext, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AppServices } from './app-services';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    </I18nProvider>
  );
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it.');
  return services;
}
