/**
 * `<akasha-tarot-daily>`: the tarot card of the day, face up, drawn by the app's `<tarot-card>`,
 * with its orientation, meaning and keywords. Every visitor gets the same card on the same date
 * (/v1/tarot/daily: the first card of the draw seeded "akasha-daily:YYYY-MM-DD").
 *
 * Attributes: `tz` (the zone that decides what "today" is: IANA name or ±HH:MM; default the
 * visitor's zone), `date` (YYYY-MM-DD instead of today), `theme`.
 */
import { type PropertyDeclarations, css, html } from 'lit';
import type { DailyAnswer as DailyCard } from '../ui/tarot/tarot-api';
import '../ui/tarot/tarot-card';
import { AkashaWidget, dateAttribute, defineWidget, deviceZone, query, widgetStyles } from './widget-base';

const TAG = 'akasha-tarot-daily';

export class AkashaTarotDaily extends AkashaWidget<[DailyCard]> {
  static override properties: PropertyDeclarations = {
    tz: {},
    date: {},
  };

  declare tz: string | undefined;
  declare date: string | undefined;

  protected readonly tag = TAG;

  protected heading(): string {
    return 'Card of the day';
  }

  protected override loadingText(): string {
    return 'Drawing today’s card…';
  }

  protected paths(): string[] {
    const date = dateAttribute(TAG, this.date);
    return [`/v1/tarot/daily?${query({ tz: this.tz?.trim() || deviceZone(), date })}`];
  }

  protected override subheading(a: [DailyCard] | undefined) {
    return a ? a[0].date : '';
  }

  protected renderAnswers([a]: [DailyCard]) {
    const d = a.card;
    return html`
      <div class="daily">
        <tarot-card face-up decorative .card=${d.card} ?reversed=${d.reversed}></tarot-card>
        <div class="text">
          <p class="name" data-card=${d.card.name} data-orientation=${d.orientation}><strong>${d.card.name}</strong>
            <span class="muted">${d.reversed ? 'reversed' : 'upright'}</span></p>
          <p class="meaning">${d.meaning}</p>
          <p class="muted small">${d.keywords.slice(0, 3).join(' · ')}</p>
          <p class="muted small">The same card for everyone on ${a.date} (${a.tz})</p>
        </div>
      </div>
    `;
  }

  static override styles = [widgetStyles, css`
    .daily { display: flex; gap: 0.9rem; align-items: flex-start; }
    tarot-card { --tarot-card-width: 88px; flex: none; }
    .text { min-width: 0; }
    .name strong { font-size: 1.05em; }
    .meaning { font-size: 0.95em; }
    .small { font-size: 0.82em; }
  `];
}

defineWidget(TAG, AkashaTarotDaily);

declare global {
  interface HTMLElementTagNameMap {
    'akasha-tarot-daily': AkashaTarotDaily;
  }
}
