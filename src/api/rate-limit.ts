/**
 * Token bucket per key: `rate` tokens per second refill a bucket of `burst` tokens; a request
 * takes one. DESIGN.md default: 20 requests per second with a burst of 40.
 */
export interface RateConfig {
  rate: number;
  burst: number;
}

export const DEFAULT_RATE: RateConfig = { rate: 20, burst: 40 };

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private buckets = new Map<string, Bucket>();
  constructor(private readonly defaults: RateConfig = DEFAULT_RATE, private readonly clock: () => number = () => Date.now()) {}

  /** The bucket of a key of this `rate`: undefined for a key registered as unlimited (0). */
  bucket(rate?: number): RateConfig | undefined {
    if (rate === 0) return undefined;
    return rate !== undefined ? { rate, burst: Math.max(1, Math.round(rate * 2)) } : this.defaults;
  }

  /** Takes a token for `id`; returns 0 when allowed, else the seconds to wait (> 0). */
  take(id: string, rate?: number): number {
    const cfg = this.bucket(rate);
    if (!cfg) return 0;
    const { rate: r, burst } = cfg;
    const now = this.clock();
    const b = this.buckets.get(id) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * r);
    b.at = now;
    this.buckets.set(id, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return (1 - b.tokens) / r;
  }
}
