import { useEffect } from 'react';
import type { PageName } from '../../domain/analytics-event';
import { useServices } from '../services-context';

/** One page view per visit of a screen. */
export function usePageView(name: PageName | null) {
  const { analytics } = useServices();
  useEffect(() => {
    if (name) void analytics.track({ type: 'page', name });
  }, [analytics, name]);
}
