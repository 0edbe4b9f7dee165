/**
 * Helpers of the multi-instance test and bench: a private PostgreSQL server (initdb and pg_ctl
 * on a free port and a temporary data directory), Akasha server processes (`src/node/serve.ts`
 * under tsx), and a load generator with bounded concurrency over plain keep-alive HTTP.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** The folder of initdb, pg_ctl and postgres, or undefined when PostgreSQL is not installed. */
export function pgBinDir(): string | undefined {
  const ok = (d: string) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(d, b)));
  const candidates: string[] = [];
  if (process.env.AKASHA_PG_BIN) candidates.push(process.env.AKASHA_PG_BIN);
  try { candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()); } catch { /* no pg_config */ }
  try {
    const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch { /* not Debian-like */ }
  candidates.push('/usr/local/pgsql/bin', '/usr/local/bin', '/usr/bin');
  return candidates.find(ok);
}

export const PG_MISSING = 'PostgreSQL is not installed and could not be installed here (scripts/ensure-postgres.sh installs it with apt-get where it may; or set AKASHA_PG_BIN)';

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => { const p = (s.address() as { port: number }).port; s.close(() => res(p)); });
  });
}

export interface Postgres { url: string; port: number; stop(): Promise<void> }

/**
 * Starts a private PostgreSQL: initdb on a temporary directory (trust authentication on
 * 127.0.0.1 only), pg_ctl start on a free port. initdb refuses to run as root, so as root the
 * server runs as the `postgres` user that the OS package creates.
 */
export async function startPostgres(bin: string): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'akasha-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  let uid = -1;
  let gid = -1;
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chmodSync(dir, 0o755);
    chownSync(dir, uid, gid);
  }
  const run = (file: string, args: string[]) =>
    execFileSync(join(bin, file), args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', cwd: dir, ...(asRoot ? { uid, gid, env: { ...process.env, HOME: dir } } : {}) });
  run('initdb', ['-D', data, '-U', 'akasha', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  // fsync off: this server's data is thrown away; the test kills Akasha processes, not PostgreSQL.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off`;
  run('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'server.log'), '-o', opts]);
  return {
    url: `postgres://akasha@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      try { run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']); } catch { /* already stopped */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Instance {
  port: number;
  pid: number;
  instance: string;
  proc: ChildProcess;
  /** Every JSON log line the process wrote. */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/** Starts `npm run serve` (without npm: node + tsx) with these flags on a free port. */
export async function startInstance(flags: string[], timeoutMs = 90_000): Promise<Instance> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/node/serve.ts', '--port', '0', ...flags], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  let buf = '';
  const exited = new Promise<number | null>((res) => proc.once('exit', (code) => res(code)));
  const listening = new Promise<Record<string, unknown>>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`instance did not start in ${timeoutMs} ms: ${stderr.slice(-1000)}`)), timeoutMs);
    proc.stdout!.on('data', (chunk: Buffer) => {
      buf += chunk.toString('utf8');
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (!line.startsWith('{')) continue;
        const e = JSON.parse(line) as Record<string, unknown>;
        logs.push(e);
        if (e.msg === 'listening') { clearTimeout(timer); res(e); }
      }
    });
    proc.stderr!.on('data', (c: Buffer) => { stderr += c.toString('utf8'); });
    void exited.then((code) => { clearTimeout(timer); rej(new Error(`instance exited (${code}) before listening: ${stderr.slice(-1000)}`)); });
  });
  const l = await listening;
  return { port: Number(l.port), pid: proc.pid!, instance: String(l.instance), proc, logs, exited, kill: (s) => { proc.kill(s); } };
}

export interface Answer { status: number; cost: number; error?: string; instance: number }

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET over keep-alive HTTP; a cut connection is status 0 with the error. */
export function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; error?: string }> {
  return new Promise((res) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (r) => {
      let body = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => { body += c; });
      r.on('end', () => res({ status: r.statusCode ?? 0, headers: r.headers, body }));
      r.on('error', (e) => res({ status: 0, headers: {}, body, error: e.message }));
      r.on('aborted', () => res({ status: 0, headers: {}, body, error: 'aborted' }));
    });
    req.on('error', (e) => res({ status: 0, headers: {}, body: '', error: e.message }));
  });
}

/**
 * Sends `total` requests with at most `concurrency` under way. `target(i)` names the port for
 * request i (so a test can take an instance out of rotation); `sent(n)` runs after n were sent.
 */
export async function fire(o: {
  total: number; concurrency: number; key: string;
  target: (i: number) => { port: number; index: number } | undefined;
  path: (i: number) => string; sent?: (n: number) => void;
  /** Awaited before each request (e.g. while an instance restarts). */
  ready?: () => Promise<unknown> | undefined;
}): Promise<Answer[]> {
  const out: Answer[] = new Array(o.total);
  let next = 0;
  const worker = async () => {
    while (next < o.total) {
      const i = next++;
      o.sent?.(i + 1);
      await o.ready?.();
      const t = o.target(i);
      if (!t) { out[i] = { status: 0, cost: 0, error: 'no instance', instance: -1 }; continue; }
      const r = await get(t.port, o.path(i), { Authorization: `Bearer ${o.key}` });
      const ok = r.status >= 200 && r.status < 300;
      out[i] = { status: r.status, cost: ok ? Number(r.headers['x-credits-cost']) : 0, error: r.error, instance: t.index };
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  return out;
}

export function tally(answers: Answer[]) {
  const by: Record<string, number> = {};
  let charged = 0;
  for (const a of answers) {
    by[a.status === 0 ? 'cut' : String(a.status)] = (by[a.status === 0 ? 'cut' : String(a.status)] ?? 0) + 1;
    charged += a.cost;
  }
  const ok = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  return { sent: answers.length, ok, charged, by };
}
