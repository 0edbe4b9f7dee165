/** What crosses the Worker boundary besides the API type: plain, structured-clonable data. */
export interface EngineResponse {
  status: number;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  /** Parsed JSON (or the text when the body is not JSON). */
  body: unknown;
  /** Milliseconds spent in the Worker (routing + engine), not counting the message hop. */
  ms: number;
}

export interface WarmInfo {
  /** Milliseconds to fetch, compile and instantiate the ephemeris in this Worker (0 if warm). */
  ms: number;
  swisseph: string;
  files: string[];
  /**
   * Where the cold start went (ms): `entry_ms` from the Worker's creation until its entry ran
   * (script fetch and parse), `router_ms` importing and building the router, `ephemeris_ms`
   * the whole ephemeris load, and its steps from the load's start (browser.ts LoadWaterfall).
   */
  waterfall?: Record<string, number | boolean>;
}
