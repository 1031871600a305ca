import { readSettings } from './settings';

// The emulators' AWS SDK v2 and the v3 clients print end-of-support notices at load: they say
// nothing about this product and bury the lines that do.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (text.includes('AWS SDK for JavaScript')) return;
  emitWarning(warning, ...rest);
}) as typeof process.emitWarning;

/** `npm start`: the whole product on one machine, until Ctrl+C. */
const settings = readSettings();
try {
  const { startLocalStack } = await import('./stack');
  const stack = await startLocalStack(settings);
  console.log(`\nEmotion Journal is running at ${stack.url}  (Ctrl+C stops it)\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[stack] stopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`\n[stack] could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
