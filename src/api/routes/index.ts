/** Every endpoint module, collected. A family adds one import and one spread here. */
import type { Endpoint } from '../registry';
import { calendarEndpoints } from './calendar';
import { chartEndpoints } from './chart';
import { dashaEndpoints } from './dasha';
import { metaEndpoints } from './meta';
import { milanEndpoints } from './milan';
import { muhurtaEndpoints } from './muhurta';
import { narrativeEndpoints } from './narrative';
import { panchangEndpoints } from './panchang';
import { remediesEndpoints } from './remedies';
import { numerologyEndpoints } from './numerology';
import { tarotEndpoints } from './tarot';
import { transitEndpoints } from './transit';
import { westernEndpoints } from './western';
import { varshaphalEndpoints } from './varshaphal';
import { prashnaEndpoints } from './prashna';
import { reportsEndpoints } from './reports';

export const ENDPOINTS: readonly Endpoint[] = [
  ...metaEndpoints,
  ...chartEndpoints,
  ...dashaEndpoints,
  ...transitEndpoints,
  ...westernEndpoints,
  ...calendarEndpoints,
  ...panchangEndpoints,
  ...numerologyEndpoints,
  ...tarotEndpoints,
  ...milanEndpoints,
  ...muhurtaEndpoints,
  ...narrativeEndpoints,
  ...varshaphalEndpoints,
  ...prashnaEndpoints,
  ...remediesEndpoints,
  ...reportsEndpoints,
];
