/**
 * The report document model: every report is a list of sections (chapters at level 1, their
 * parts at level 2) made of blocks (paragraphs, key/value lists, tables). The JSON answer
 * carries it as `Sections` next to the structured data, and the PDF renderer lays it out.
 * Cells are display strings; the numbers themselves are in the report's structured fields.
 */
import type { Section as NarrativeSection } from '../narrative/content';

export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'key_values'; title: string | null; items: { label: string; value: string }[] }
  | { type: 'table'; title: string | null; columns: string[]; rows: string[][] };

export interface ReportSection {
  /** Stable id, e.g. `planets`, `varga.D9`, `narrative.planet_in_sign.Mars`. */
  id: string;
  heading: string;
  /** 1: chapter (a new page in the PDF); 2: a part of the chapter before it. */
  level: 1 | 2;
  blocks: Block[];
}

export const para = (text: string): Block => ({ type: 'paragraph', text });
export const kv = (items: [string, string | number | boolean | null | undefined][], title: string | null = null): Block => ({
  type: 'key_values', title, items: items.map(([label, value]) => ({ label, value: cell(value) })),
});
export const table = (columns: string[], rows: (string | number | boolean | null | undefined)[][], title: string | null = null): Block => ({
  type: 'table', title, columns, rows: rows.map((r) => r.map(cell)),
});
export const chapter = (id: string, heading: string, blocks: Block[] = []): ReportSection => ({ id, heading, level: 1, blocks });
export const part = (id: string, heading: string, blocks: Block[]): ReportSection => ({ id, heading, level: 2, blocks });

/** Display form of a cell: numbers keep up to 2 decimals, booleans yes/no, missing a dash. */
export function cell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '-';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : (Math.round(v * 100) / 100).toFixed(2);
  return v;
}

/** An authored narrative section (engine/narrative) as a report part: one paragraph per line. */
export function fromNarrative(s: NarrativeSection, prefix = 'narrative'): ReportSection {
  return part(`${prefix}.${s.id}`, s.heading, s.body.split('\n').filter((x) => x.trim()).map(para));
}
