// Vite turns `?url` imports of the Swiss Ephemeris files into the URLs of hashed assets
// (see src/engine/ephemeris/browser.ts). Declared here so every tsconfig can type them.
declare module '#swisseph-wasm?url' {
  const url: string;
  export default url;
}
declare module '#swisseph-data?url' {
  const url: string;
  export default url;
}
