// The detector's data files, imported in a Lambda bundle: esbuild's `file` loader gives a path.
declare module '*.lexicon.br' {
  const path: string;
  export default path;
}
declare module '*.bin' {
  const path: string;
  export default path;
}
