import { webConfigSchema, type WebConfig } from '@domain/web-config';

let loaded: Promise<WebConfig> | undefined;

/** `/config.json`, written at deploy time (or by the local stack), read once. */
export function loadConfig(): Promise<WebConfig> {
  loaded ??= fetch('/config.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`config.json: ${response.status}`);
      return response.json();
    })
    .then((json) => webConfigSchema.parse(json));
  return loaded;
}
