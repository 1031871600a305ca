import { describe, expect, it } from 'vitest';
import {
  decodeBase64,
  decodeUtf8,
  hash128,
  stableIds,
} from '../../../lambdas/domain/import/encoding';
import { cut, htmlToText, noteOf, tagsOf } from '../../../lambdas/domain/import/text';

describe('htmlToText: Daylio’s HTML notes as plain text', () => {
  it.each([
    ['Line 1<br>Line 2', 'Line 1\nLine 2'],
    ['a<br/>b<BR />c', 'a\nb\nc'],
    ['Who knows.<br><br>Am I [[virtual]]?', 'Who knows.\n\nAm I [[virtual]]?'],
    ['Never mind<b>d</b>.', 'Never mindd.'],
    ['<b>Bold</b> and <i class="x">italic</i>', 'Bold and italic'],
    ['<ol><li>one</li><li>two</li></ol>', '• one\n• two'],
    ['<div>first</div><div>second</div>', 'first\nsecond'],
    ['Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;x&#39; &#x1F600;', 'Tom & Jerry <3 "hi" \'x\' 😀'],
    ['&lt;b&gt;not a tag&lt;/b&gt;', '<b>not a tag</b>'],
    ['I <3 you and a < b > c', 'I <3 you and a < b > c'],
    ['&unknown; &#0; &#xD800;', '&unknown; &#0; &#xD800;'],
    ['a&nbsp;b', 'a b'],
    ['  \r\n padded \r\n ', 'padded'],
    ['', ''],
  ])('%j → %j', (html, text) => expect(htmlToText(html)).toBe(text));
});

describe('cut: long text shortened with "…"', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['eleven char', 10, 'eleven ch…'],
    // An emoji is two UTF-16 units: the cut never splits one.
    ['abcdefgh😀xyz', 10, 'abcdefgh…'],
  ])('%j at %i → %j', (text, max, expected) => {
    expect(cut(text, max)).toBe(expected);
    expect(cut(text, max).length).toBeLessThanOrEqual(max);
  });
});

describe('noteOf and tagsOf', () => {
  it.each([
    ['Title', 'Body', 'Title\n\nBody'],
    ['', 'Body', 'Body'],
    ['Title', '', 'Title'],
    ['', '', undefined],
    ['  ', '<br>', undefined],
  ])('title %j, body %j → %j', (title, body, note) => expect(noteOf(title, body)).toBe(note));

  it('normalises activities and leaves none out as undefined', () => {
    expect(tagsOf([' work ', 'Work', 'bad  sleep', ''])).toEqual(['work', 'bad sleep']);
    expect(tagsOf([])).toBeUndefined();
    expect(tagsOf(['  '])).toBeUndefined();
  });
});

describe('base64 and UTF-8, without Buffer', () => {
  it.each([
    ['aGVsbG8=', 'hello'],
    ['aGVs\nbG8=', 'hello'],
    ['aGVsbG8', 'hello'],
    ['data:application/octet-stream;base64,aGVsbG8=', 'hello'],
    ['0L/RgNC40LLRltGC', 'привіт'],
    ['0L_RgNC40LLRltGC', 'привіт'],
  ])('%j → %j', (base64, text) => expect(decodeUtf8(decodeBase64(base64)!)).toBe(text));

  it.each(['not base64!', 'a', 'aGVsbG8=x'])('%j is not base64', (text) =>
    expect(decodeBase64(text)).toBeUndefined(),
  );

  it('refuses bytes that are not UTF-8 and drops a BOM', () => {
    expect(decodeUtf8(new Uint8Array([0xff, 0xfe, 0x41]))).toBeUndefined();
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
  });
});

describe('ids', () => {
  it('hash128 is 16 bytes, the same for the same text, different for different text', () => {
    expect(hash128('x')).toHaveLength(16);
    expect(hash128('2024-03-10 rad')).toEqual(hash128('2024-03-10 rad'));
    expect(hash128('2024-03-10 rad')).not.toEqual(hash128('2024-03-10 rae'));
    expect(hash128('тривога')).not.toEqual(hash128('тривогa'));
  });

  it('gives no two of 200,000 near-identical keys the same id', () => {
    const next = stableIds('dl');
    const ids = new Set<string>();
    for (let i = 0; i < 200_000; i++) ids.add(next(['2024-03-10', `${i}`]));
    expect(ids.size).toBe(200_000);
  });

  it('numbers repeats of the same key, in order, the same way on every run', () => {
    const run = () => {
      const next = stableIds('dl');
      return [next(['a']), next(['b']), next(['a']), next(['a'])];
    };
    const [a1, b, a2, a3] = run();
    expect(new Set([a1, b, a2, a3]).size).toBe(4);
    expect(run()).toEqual([a1, b, a2, a3]);
    for (const id of [a1, b, a2, a3]) expect(id).toMatch(/^dl[A-Za-z0-9_-]{22}$/);
  });
});
