/**
 * The widgets bundle (`akasha-widgets.js`): importing it defines `<akasha-panchang>`,
 * `<akasha-kundli>` and `<akasha-tarot-daily>`. They share one engine Worker per page, started
 * when the first widget connects; the Worker, swisseph.wasm and swisseph.data are loaded from
 * the bundle's own folder (URLs relative to this module), never from anywhere else.
 */
export { AkashaPanchang } from './akasha-panchang';
export { AkashaKundli } from './akasha-kundli';
export { AkashaTarotDaily } from './akasha-tarot-daily';
export { AkashaWidget } from './widget-base';
