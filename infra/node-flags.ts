/**
 * V8 flags every process that runs the Lambdas' code starts with: the Lambdas themselves (through
 * infra/lambda-exec-wrapper.sh), the local stack (`npm start`, `npm run dev`) and the tests.
 *
 * `--no-regexp-tier-up`: V8 compiles each regex straight to machine code, for one-byte and
 * two-byte strings alike, never to interpreter bytecode first. By default a regex runs from
 * bytecode and is compiled on its next use; the crisis detector's regexes are many and large, and
 * past an isolate-wide budget of regex code V8 compiles every later regex unoptimized
 * ("TooMuchRegExpCode" in V8's regexp.cc). On Node 22, a 2,000-character Japanese note read after
 * notes in the other four languages took 21 ms of CPU instead of 4
 * (`npx tsx bench/crisis-languages.ts`).
 * The flag cannot be set from inside the process: V8 crashes (SIGSEGV) when a regex compiled to
 * bytecode under the default runs again after it is turned off.
 */
export const NODE_FLAGS = ['--no-regexp-tier-up'] as const;
