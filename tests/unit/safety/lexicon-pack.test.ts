import { describe, expect, it } from 'vitest';
import {
  compileLexicon,
  loadLexicon,
  packLexicon,
  unpackLexicon,
} from '../../../lambdas/domain/safety/lexicon';
import { lexiconBodies } from '../../../lambdas/domain/safety/data';
import { packedLexicons } from '../../../lambdas/domain/safety/lexicons/packed';
import { lexiconSources } from './lexicon-sources';

describe('packed lexicons (what the detector loads)', () => {
  it('are one per source, in the order the detector reads with them', () => {
    expect(packedLexicons.map(({ language }) => language)).toEqual(
      lexiconSources.map(({ language }) => language),
    );
  });

  it.each(lexiconSources.map((source, index) => [source.language, source, index] as const))(
    '%s is compiled from its current source (else run `npm run pack:lexicons`)',
    (_, source, index) => {
      const shipped = packedLexicons[index]!;
      // Compared unpacked: the compressor's bytes may differ between Node versions.
      expect(unpackLexicon(lexiconBodies[source.language])).toEqual(compileLexicon(source));
      expect(shipped).toEqual(packLexicon(source).header);
    },
  );

  it('loads into runnable regexes, one per pattern, each with its literals', () => {
    const compiled = compileLexicon(lexiconSources[0]!);
    const loaded = loadLexicon(compiled);
    expect(loaded.masks.map(({ regex }) => regex.source)).toEqual(
      compiled.masks.map(({ regex }) => regex),
    );
    expect(loaded.rules.flatMap(({ patterns }) => patterns)).toHaveLength(
      compiled.rules.flatMap(({ patterns }) => patterns).length,
    );
    const required = loaded.rules.flatMap(({ patterns }) => patterns).filter((m) => m.required);
    expect(required.length).toBeGreaterThan(0);
    expect(required.every(({ regex }) => regex.global)).toBe(true);
  });
});
