/**
 * Tarot text in English, written for Akasha: the 78 cards (one module per suit under en/),
 * the spread positions, the topic lenses and the sentence templates. Data only.
 *
 * Card order (ids): 0-21 Major Arcana (Fool..World, Rider-Waite numbering), 22-35 Wands,
 * 36-49 Cups, 50-63 Pentacles, 64-77 Swords, each suit Ace, Two..Ten, Page, Knight, Queen, King.
 */
import type { TarotContent } from '../../src/engine/tarot/types';
import { CUPS_EN } from './en/cups';
import { MAJOR_EN } from './en/major';
import { PENTACLES_EN } from './en/pentacles';
import { SWORDS_EN } from './en/swords';
import { WANDS_EN } from './en/wands';

export const TAROT_EN: TarotContent = {
  lang: 'en',
  cards: [...MAJOR_EN, ...WANDS_EN, ...CUPS_EN, ...PENTACLES_EN, ...SWORDS_EN],
  spreads: {
    single: {
      name: 'Single card',
      description: 'One card for a quick focus: the energy or advice most present for your question.',
      positions: [
        { key: 'focus', name: 'Focus', description: 'The heart of the matter, or the advice the moment offers.' },
      ],
    },
    three: {
      name: 'Past, present, future',
      description: 'Three cards read left to right as a short story: where things come from, where they stand and where they are heading.',
      positions: [
        { key: 'past', name: 'Past', description: 'What has led here: influences and events already behind you that still shape the question.' },
        { key: 'present', name: 'Present', description: 'The situation as it stands now, and the energy you are working with.' },
        { key: 'future', name: 'Future', description: 'Where things are heading if the present course continues; a direction, not a fixed fate.' },
      ],
    },
    celtic: {
      name: 'Celtic Cross',
      description: 'Ten cards: a cross of six around the question and a staff of four beside it, for a full view of a situation.',
      positions: [
        { key: 'present', name: 'Present', description: 'The heart of the matter: the situation at its centre.' },
        { key: 'challenge', name: 'Challenge', description: 'The card laid across the first: what crosses or complicates the situation, for good or ill.' },
        { key: 'foundation', name: 'Foundation', description: 'Below the cross: the root of the matter, often something from further back or beneath awareness.' },
        { key: 'recent_past', name: 'Recent past', description: 'Behind: what is passing away or has just happened.' },
        { key: 'crown', name: 'Crown', description: 'Above: the conscious aim, the best that can be achieved, or what is on your mind.' },
        { key: 'near_future', name: 'Near future', description: 'Before: what is coming into play soon.' },
        { key: 'self', name: 'Self', description: 'The foot of the staff: your own attitude and how you are placed in the matter.' },
        { key: 'environment', name: 'Environment', description: 'Other people and surroundings: the influences around you.' },
        { key: 'hopes_fears', name: 'Hopes and fears', description: 'What you hope for or dread, often both in one.' },
        { key: 'outcome', name: 'Outcome', description: 'The top of the staff: where the matter tends to lead, drawing the other cards together.' },
      ],
    },
  },
  topics: {
    general: { lens: 'in the matter you are asking about', note: 'A general reading: each card speaks to the situation as a whole.' },
    love: { lens: 'in your relationships and matters of the heart', note: 'A love reading: read each card through closeness, trust and how care is given and received.' },
    career: { lens: 'in your work and professional path', note: 'A career reading: read each card through work, ambition, colleagues and direction.' },
    finance: { lens: 'in money, resources and security', note: 'A finance reading: read each card through earning, saving and spending. It is reflection, not financial advice.' },
    spiritual: { lens: 'on your inner path and in your practice', note: 'A spiritual reading: read each card through meaning, faith, practice and inner growth.' },
    health: { lens: 'in how you care for your energy and well-being', note: 'A well-being reading: read each card through rest, habits and energy. It is reflection, not medical advice; see a qualified practitioner about any health concern.' },
  },
  templates: {
    reading: '{position}: {card} ({orientation}) speaks of {keywords} {lens}.',
    yes_no: {
      upright_yes: '{card} appears upright and leans yes: its themes of {keywords} support what you are asking.',
      upright_maybe: '{card} appears upright and leans maybe: its themes of {keywords} say the outcome is still open and depends on choices not yet made.',
      upright_no: '{card} appears upright and leans no: its themes of {keywords} stand against the outcome, at least for now.',
      reversed_yes: '{card} appears reversed, so its usual yes weakens to maybe: its reversed themes of {keywords} point to delay, conditions or only part of what you hope for.',
      reversed_maybe: '{card} appears reversed, so its open maybe tips to no: its reversed themes of {keywords} suggest the conditions are not in place yet.',
      reversed_no: '{card} appears reversed and already leaned no, so the answer stays no: its reversed themes of {keywords} ask you to look at the situation again before pressing ahead.',
    },
  },
};
