import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the detector's entry modules, so that every regex made after it (the
 * lexicons', the normalizer's, the reader's) is compiled straight to machine code at its first
 * use. By default V8 runs a new regex from interpreter bytecode first and compiles it on a later
 * use ("tier-up"); once a process had made a few megabytes of regex code, regexes compiled that way
 * ran up to 30 times slower than the same regexes compiled straight away (20 of the Japanese
 * lexicon's largest: 193 ms against 6 on the same sentences). Which ones suffered depended on the
 * order notes came in: a Japanese note read after notes in the other languages took 21–27 ms
 * instead of 4–5, and the 105th round's notes, added to the speed test's pool, took it from 3.5 to
 * 9 ms a note. Compiling on first use costs a regex used once a little more than its bytecode
 * would. V8 reads this count only when it makes a regex, so changing it while running leaves every
 * regex already made as it was; `--no-regexp-tier-up`, which changes how every regex runs, crashed
 * V8 when set so, and given at start it cost every cold start 19–23 ms.
 */
setFlagsFromString('--regexp-tier-up-ticks=0');
