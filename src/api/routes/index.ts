/** Every endpoint module, collected. A family adds one import and one spread here. */
import type { Endpoint } from '../registry';
import { calendarEndpoints } from './calendar';
import { chartEndpoints } from './chart';
import { dashaEndpoints } from './dasha';
import { metaEndpoints } from './meta';
import { milanEndpoints } from './milan';
import { muhurtaEndpoints } from './muhurta';
import { panchangEndpoints } from './panchang';
import { numerologyEndpoints } from './numerology';
import { tarotEndpoints } from './tarot';
import { transitEndpoints } from './transit';

export const ENDPOINTS: readonly Endpoint[] = [
  ...metaEndpoints,
  ...chartEndpoints,
  ...dashaEndpoints,
  ...transitEndpoints,
  ...calendarEndpoints,
  ...panchangEndpoints,
  ...numerologyEndpoints,
  ...tarotEndpoints,
  ...milanEndpoints,
  ...muhurtaEndpoints,
];
