import { useEffect } from 'react';
import type { PageName } from '../../domain/analytics-event';
import { useServices } from '../services-context';

export function usePageView(name: PageName | null) {
  const { analytics } = useServices();
  useEffect(() => {
    if (name) void analytics.track({ type: 'page', name });
  }, [analytics, name]);
}
