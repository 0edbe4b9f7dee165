/**
 * Loading the Swiss Ephemeris module in any of Akasha's runtimes (Node, a module Worker, a
 * module service worker). The caller supplies the bytes of the .wasm (or a compiled module)
 * and of swisseph.data, so the Emscripten glue never fetches anything itself: each runtime
 * knows where its bytes live (Node: the file system; service worker: its precache).
 */
import factory from '#swisseph-glue';
import { Ephemeris } from './ephemeris';
import { EphemerisError } from './errors';

export interface EphemerisSource {
  /** The swisseph.wasm bytes, or an already compiled module. */
  wasm: BufferSource | WebAssembly.Module;
  /** The swisseph.data bundle (ephemeris files). */
  data: ArrayBuffer;
  /** Called once the module is instantiated and its files mounted (load timings). */
  onInstantiated?: () => void;
}

/** Instantiates a fresh module. Prefer `getEphemeris` for the shared instance of a runtime. */
export async function createEphemeris(source: EphemerisSource): Promise<Ephemeris> {
  const module = await factory({
    instantiateWasm(imports, done) {
      const ready = source.wasm instanceof WebAssembly.Module
        ? WebAssembly.instantiate(source.wasm, imports)
        : WebAssembly.instantiate(source.wasm, imports).then((r) => r.instance);
      ready.then(done, (err: unknown) => { throw new EphemerisError(`cannot instantiate swisseph.wasm: ${String(err)}`); });
      return {};
    },
    locateFile: (path) => path,
    getPreloadedPackage: () => source.data,
    print: () => {},
    printErr: () => {},
  });
  const eph = new Ephemeris(module);
  source.onInstantiated?.();
  const files = eph.dataFiles();
  for (const needed of ['sepl_18.se1', 'semo_18.se1', 'seas_18.se1']) {
    if (!files.includes(needed)) throw new EphemerisError(`ephemeris file ${needed} is missing from swisseph.data`);
  }
  return eph;
}

let shared: Promise<Ephemeris> | undefined;

/** One cached instance per runtime, created on first use from the loader given. */
export function getEphemeris(loadSource: () => Promise<EphemerisSource>): Promise<Ephemeris> {
  if (!shared) {
    shared = loadSource().then(createEphemeris);
    shared.catch(() => { shared = undefined; });
  }
  return shared;
}
