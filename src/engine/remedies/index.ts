/** Remedies: catalogs (content/remedies), rules and their evaluation on a chart. See README.md. */
export * from './types';
export * from './catalog';
export * from './detect';
export * from './evaluate';
