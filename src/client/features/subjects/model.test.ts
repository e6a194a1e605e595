import { exportHref } from '@client/components/ExportMenu';
import { describe, expect, it } from 'vitest';
import {
  colourName,
  deleteSubjectSummary,
  deleteTopicSummary,
  dueLabel,
  masteryPercent,
  moveId,
  SUBJECT_COLOURS,
} from './model';

describe('subject order', () => {
  it('moves an id up or down and leaves the ends alone', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('delete confirmations', () => {
  it('says what goes with a subject or a topic', () => {
    expect(deleteSubjectSummary(3, 120)).toBe('This deletes 3 topics and 120 cards.');
    expect(deleteSubjectSummary(1, 1)).toBe('This deletes 1 topic and 1 card.');
    expect(deleteSubjectSummary(0, 0)).toBe('This subject has no topics or cards.');
    expect(deleteTopicSummary(1500)).toBe('This deletes 1,500 cards.');
    expect(deleteTopicSummary(0)).toBe('This topic has no cards.');
  });
});

describe('colours and mastery', () => {
  it('names palette colours and gives other colours as hex', () => {
    expect(colourName('#1E3A5F')).toBe('Navy');
    expect(colourName('#123456')).toBe('#123456');
  });

  it('keeps every palette colour at 4.5:1 or more against white', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { hex } of SUBJECT_COLOURS) expect(1.05 / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('clamps mastery to a whole percentage', () => {
    expect(masteryPercent(0.456)).toBe(46);
    expect(masteryPercent(2)).toBe(100);
    expect(masteryPercent(Number.NaN)).toBe(0);
  });
});

describe('card labels', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const at = (iso: string, state = 'review', suspended = false) => ({ due: iso, state, suspended });
  it('says when a card is due', () => {
    expect(dueLabel(at('2026-03-01T11:00:00Z'), now)).toBe('Due now');
    expect(dueLabel(at('2026-03-01T12:10:00Z', 'learning'), now)).toBe('Due in 10 minutes');
    expect(dueLabel(at('2026-03-01T15:00:00Z'), now)).toBe('Due in 3 hours');
    expect(dueLabel(at('2026-03-02T12:00:00Z'), now)).toBe('Due in 1 day');
    expect(dueLabel(at('2026-06-01T12:00:00Z'), now)).toBe('Due in 3 months');
    expect(dueLabel(at('2026-03-01T11:00:00Z', 'new'), now)).toBe('New');
    expect(dueLabel(at('2026-03-01T11:00:00Z', 'review', true), now)).toBe('Suspended');
  });

  it('builds export links', () => {
    expect(exportHref('csv')).toBe('/api/exports/flashcards?format=csv');
    expect(exportHref('apkg', 't1')).toBe('/api/exports/flashcards?format=apkg&topicId=t1');
  });
});
