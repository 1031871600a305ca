import path from 'node:path';
import * as z from 'zod';

/** What `npm start` reads from its environment: where it listens and where it keeps its data. */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('.local'),
  /** Set by `npm run dev`: Vite serves the web app with hot reload instead of the build. */
  DEV: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

export interface LocalSettings {
  port: number;
  dataDir: string;
  dev: boolean;
}

export function readSettings(source: NodeJS.ProcessEnv = process.env): LocalSettings {
  const parsed = settingsSchema.parse(source);
  return { port: parsed.PORT, dataDir: path.resolve(parsed.DATA_DIR), dev: parsed.DEV };
}
