import { rm } from 'node:fs/promises';
import { readSettings } from './settings';

/** `npm run reset`: wipes the local data folder; the next start creates everything anew. */
const { dataDir } = readSettings();
await rm(dataDir, { recursive: true, force: true });
console.log(`Local data wiped: ${dataDir}`);
