/**
 * Typed surface of the Emscripten module built from the Swiss Ephemeris (package swisseph-wasm).
 * Only the C functions Akasha calls are declared. Pointers are byte offsets into HEAPF64/HEAP32.
 * Return conventions follow the C library (swephexp.h): a negative flag or ERR (-1) means failure,
 * and the message is written into the `serr` buffer (256 bytes).
 */
export interface SwissEphModule {
  HEAPF64: Float64Array;
  HEAP32: Int32Array;
  _malloc(bytes: number): number;
  _free(ptr: number): void;
  ccall(name: string, ret: 'string' | 'number' | null, argTypes: string[], args: unknown[]): unknown;
  UTF8ToString(ptr: number): string;
  FS: { readdir(path: string): string[] };

  /** int32 swe_calc_ut(double tjd_ut, int32 ipl, int32 iflag, double *xx, char *serr) */
  _swe_calc_ut(tjdUt: number, ipl: number, iflag: number, xx: number, serr: number): number;
  /** double swe_julday(int y, int m, int d, double hour, int gregflag) */
  _swe_julday(y: number, m: number, d: number, hour: number, gregflag: number): number;
  /** void swe_revjul(double jd, int gregflag, int *y, int *m, int *d, double *hour) */
  _swe_revjul(jd: number, gregflag: number, y: number, m: number, d: number, hour: number): void;
  /** double swe_deltat_ex(double tjd_ut, int32 iflag, char *serr) */
  _swe_deltat_ex(tjdUt: number, iflag: number, serr: number): number;
  /** double swe_sidtime(double tjd_ut): Greenwich apparent sidereal time in hours */
  _swe_sidtime(tjdUt: number): number;
  /** void swe_set_sid_mode(int32 sid_mode, double t0, double ayan_t0) */
  _swe_set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  /** int32 swe_get_ayanamsa_ex_ut(double tjd_ut, int32 iflag, double *daya, char *serr) */
  _swe_get_ayanamsa_ex_ut(tjdUt: number, iflag: number, daya: number, serr: number): number;
  /** int swe_houses_ex(double tjd_ut, int32 iflag, double geolat, double geolon, int hsys, double *cusps, double *ascmc) */
  _swe_houses_ex(tjdUt: number, iflag: number, lat: number, lon: number, hsys: number, cusps: number, ascmc: number): number;
  /** int32 swe_rise_trans(double tjd_ut, int32 ipl, char *starname, int32 epheflag, int32 rsmi, double *geopos, double atpress, double attemp, double *tret, char *serr) */
  _swe_rise_trans(tjdUt: number, ipl: number, star: number, epheflag: number, rsmi: number, geopos: number, atpress: number, attemp: number, tret: number, serr: number): number;
  /** double swe_solcross_ut(double x2cross, double jd_ut, int32 flag, char *serr) */
  _swe_solcross_ut(x2cross: number, jdUt: number, flag: number, serr: number): number;
  /** double swe_mooncross_ut(double x2cross, double jd_ut, int32 flag, char *serr) */
  _swe_mooncross_ut(x2cross: number, jdUt: number, flag: number, serr: number): number;
  /** int swe_houses_armc(double armc, double geolat, double eps, int hsys, double *cusps, double *ascmc) */
  _swe_houses_armc(armc: number, lat: number, eps: number, hsys: number, cusps: number, ascmc: number): number;
  _swe_version(buf: number): number;
  _swe_set_ephe_path(path: number): void;
}

export interface SwissEphFactoryOptions {
  instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void): object;
  locateFile(path: string, prefix: string): string;
  getPreloadedPackage(name: string, size: number): ArrayBuffer;
  print?(text: string): void;
  printErr?(text: string): void;
}

declare const factory: (options: SwissEphFactoryOptions) => Promise<SwissEphModule>;
export default factory;
