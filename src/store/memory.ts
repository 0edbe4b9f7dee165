/**
 * In-memory store. Reservations are atomic because JavaScript runs them to completion without
 * an await between the check and the decrement. The file store builds on it.
 */
import { type KeyRecord, type KeyStore, type Reservation, randomHex, sha256Hex } from './types';

export class MemoryStore implements KeyStore {
  protected keys = new Map<string, KeyRecord>();

  constructor(records: KeyRecord[] = []) {
    for (const r of records) this.keys.set(r.id, { ...r });
  }

  /** Called after every change; the file store persists here. */
  protected async changed(): Promise<void> {}

  async findByHash(hash: string): Promise<KeyRecord | undefined> {
    for (const k of this.keys.values()) if (k.hash === hash && !k.revokedAt) return { ...k };
    return undefined;
  }

  async reserve(id: string, cost: number): Promise<Reservation> {
    const k = this.keys.get(id);
    if (!k || k.revokedAt) return { ok: false, balance: 0 };
    if (k.credits < cost) return { ok: false, balance: k.credits };
    k.credits -= cost;
    k.spent += cost;
    k.calls += 1;
    const remaining = k.credits;
    await this.changed();
    return { ok: true, remaining };
  }

  async refund(id: string, cost: number): Promise<void> {
    const k = this.keys.get(id);
    if (!k) return;
    k.credits += cost;
    k.spent -= cost;
    k.calls -= 1;
    await this.changed();
  }

  async create(input: { name: string; secret: string; credits: number; rate?: number }): Promise<KeyRecord> {
    const record: KeyRecord = {
      id: `key_${randomHex(8)}`, name: input.name, hash: await sha256Hex(input.secret),
      prefix: input.secret.slice(0, 7), createdAt: new Date().toISOString(), credits: input.credits,
      spent: 0, calls: 0, ...(input.rate !== undefined ? { rate: input.rate } : {}),
    };
    this.keys.set(record.id, record);
    await this.changed();
    return { ...record };
  }

  async list(): Promise<KeyRecord[]> {
    return [...this.keys.values()].map((k) => ({ ...k }));
  }

  async revoke(id: string): Promise<void> {
    const k = this.keys.get(id);
    if (k && !k.revokedAt) {
      k.revokedAt = new Date().toISOString();
      await this.changed();
    }
  }

  async topUp(id: string, credits: number): Promise<KeyRecord> {
    const k = this.keys.get(id);
    if (!k) throw new Error(`no key ${id}`);
    if (!(credits > 0) || !Number.isInteger(credits)) throw new Error('top-up must be a positive whole number of credits');
    k.credits += credits;
    await this.changed();
    return { ...k };
  }
}
