/**
 * One-line structured logs: each event is one JSON object on one line of stdout (errors on
 * stderr), with the time, the level and the instance, ready for any log collector. Request
 * lines carry the request id (the one a proxy sent in X-Request-Id, or ours) and the path
 * without its query string, which may hold birth data.
 */
export type LogEvent = Record<string, unknown> & { msg: string; level?: 'info' | 'warn' | 'error' };
export type Logger = (e: LogEvent) => void;

export function jsonLogger(base: Record<string, unknown>, enabled = true): Logger {
  return (e) => {
    if (!enabled && e.level !== 'error') return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: 'info', ...base, ...e });
    if (e.level === 'error') process.stderr.write(line + '\n');
    else process.stdout.write(line + '\n');
  };
}
