import { useEffect, useState } from 'react';
import type { WebConfig } from '../../../../lambdas/domain/web-config';
import { loadConfig } from '../../lib/config';

/** `/config.json` (already fetched once by main.tsx, so this resolves at once). */
export function useWebConfig(): WebConfig | undefined {
  const [config, setConfig] = useState<WebConfig>();
  useEffect(() => {
    let live = true;
    void loadConfig().then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
