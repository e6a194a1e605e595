import { describe, expect, it } from 'vitest';
import {
  addPanel,
  closePanel,
  DEFAULT_PATH,
  equalWidths,
  followBrowser,
  INITIAL_STATE,
  keepPairWidths,
  MAX_PANELS,
  type Panel,
  parseStoredState,
  resolvePanelPath,
  type SplitState,
  sectionOf,
  setWidths,
  toggle,
  toggleMaximized,
  validWidths,
} from './panel-model';
import { isPanelRoute } from './panel-routes';

let n = 0;
const makeId = () => {
  n += 1;
  return `p${n}`;
};
const panel = (id: string, width: number, path = '/dashboard', isMaximized = false): Panel => ({
  id,
  width,
  path,
  isMaximized,
});
const on = (...panels: Panel[]): SplitState => ({ enabled: true, panels });
const sum = (ws: number[]) => Math.round(ws.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe('which screen a panel path shows', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/subjects/42', 'subjects'],
    ['/ai-tools', 'ai-tools'],
    ['/ai/notes', 'ai-tools'],
    ['/flashcards?topic=1', 'flashcards'],
    ['/mind-maps', 'mind-maps'],
    ['/mindmaps/7', 'mind-maps'],
    ['/Notes', 'notes'],
    ['/exams/3', 'exams'],
    ['/case-law', null],
    ['/', null],
    ['', null],
    ['/constructor', null],
  ])('%s belongs to the %s tab', (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it.each([
    ['/notes', '/notes'],
    ['/notes/abc', '/notes/abc'],
    ['/mind-maps', '/mindmaps'],
    ['/mind-maps/9', '/mindmaps/9'],
    ['/exams?sort=date', '/exams?sort=date'],
    ['/case-law', '/case-law'],
  ])('shows %s as %s', (path, shown) => {
    expect(resolvePanelPath(path, isPanelRoute)).toBe(shown);
  });

  it.each([
    ['an empty path', ''],
    ['the root', '/'],
    ['an unknown path', '/no-such-screen'],
    ['a visitor-only page', '/login'],
    ['the admin area', '/admin'],
    ['another site', '//evil.example/x'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash trick', '/\\evil.example'],
    ['a control character', '/notes\n'],
    ['a number', 42],
    ['nothing', undefined],
    ['a very long path', `/notes/${'x'.repeat(600)}`],
  ])('falls back to the dashboard for %s', (_, path) => {
    expect(resolvePanelPath(path, isPanelRoute)).toBe(DEFAULT_PATH);
  });
});

describe('panels: adding, the cap, closing, maximising', () => {
  it('turns on with one full-width panel showing the current page, and off keeping the panels', () => {
    const onState = toggle(INITIAL_STATE, '/notes', makeId);
    expect(onState.enabled).toBe(true);
    expect(onState.panels).toEqual([
      { id: expect.any(String), width: 100, path: '/notes', isMaximized: false },
    ]);
    const offState = toggle(onState, '/notes');
    expect(offState).toEqual({ enabled: false, panels: onState.panels });
    // Back on: the same panels, panel 1 on the page the browser is on now.
    expect(toggle(offState, '/exams').panels[0]?.path).toBe('/exams');
  });

  it('opens a new panel on the dashboard and shares the width equally', () => {
    const two = addPanel(on(panel('a', 70, '/notes')), makeId);
    expect(two.panels.map((p) => p.path)).toEqual(['/notes', DEFAULT_PATH]);
    expect(two.panels.map((p) => p.width)).toEqual([50, 50]);
    const three = addPanel(two, makeId);
    expect(three.panels.map((p) => p.width)).toEqual(equalWidths(3));
    expect(sum(three.panels.map((p) => p.width))).toBe(100);
  });

  it(`never holds more than ${MAX_PANELS} panels`, () => {
    const three = on(panel('a', 33.333), panel('b', 33.333), panel('c', 33.334));
    expect(addPanel(three, makeId)).toBe(three);
  });

  it('shows a panel added while another is maximised', () => {
    const state = addPanel(on(panel('a', 50), panel('b', 50, '/notes', true)), makeId);
    expect(state.panels.every((p) => !p.isMaximized)).toBe(true);
  });

  it('shares the width equally after a close, and leaves split view when the last panel closes', () => {
    const two = closePanel(on(panel('a', 60), panel('b', 20), panel('c', 20)), 'b');
    expect(two.panels.map((p) => [p.id, p.width])).toEqual([
      ['a', 50],
      ['c', 50],
    ]);
    expect(closePanel(on(panel('a', 100)), 'a')).toEqual(INITIAL_STATE);
    expect(closePanel(two, 'nope')).toBe(two);
  });

  it('maximises one panel at a time and restores it', () => {
    const state = on(panel('a', 50), panel('b', 50));
    const maxA = toggleMaximized(state, 'a');
    expect(maxA.panels.map((p) => p.isMaximized)).toEqual([true, false]);
    expect(toggleMaximized(maxA, 'b').panels.map((p) => p.isMaximized)).toEqual([false, true]);
    expect(toggleMaximized(maxA, 'a').panels.map((p) => p.isMaximized)).toEqual([false, false]);
  });

  it('moves panel 1 with the browser and leaves the others', () => {
    const state = followBrowser(on(panel('a', 50, '/notes'), panel('b', 50, '/exams')), '/flashcards');
    expect(state.panels.map((p) => p.path)).toEqual(['/flashcards', '/exams']);
  });
});

describe('widths (20% to 80%)', () => {
  it('splits 100 into equal shares that add up exactly', () => {
    expect(equalWidths(1)).toEqual([100]);
    expect(equalWidths(2)).toEqual([50, 50]);
    expect(sum(equalWidths(3))).toBe(100);
  });

  it.each([
    [[80, 20], true],
    [[20, 60, 20], true],
    [[100], true],
    [[85, 15], false],
    [[19, 81], false],
    [[50, 40], false],
    [[Number.NaN, 100], false],
    [[], false],
  ])('%j is a valid layout: %s', (widths, valid) => {
    expect(validWidths(widths)).toBe(valid);
  });

  it('keeps only valid widths from the divider', () => {
    const state = on(panel('a', 50), panel('b', 50));
    expect(setWidths(state, { a: 70, b: 30 }).panels.map((p) => p.width)).toEqual([70, 30]);
    expect(setWidths(state, { a: 90, b: 10 })).toBe(state);
    expect(setWidths(state, { a: 70 })).toBe(state);
  });

  it('keeps the combined width of the two panels beside a moved divider', () => {
    // The library pushed on into panel 3 once panel 2 reached 20%: only panels 1 and 2 may change.
    expect(keepPairWidths([33.333, 33.333, 33.334], [53.333, 20, 26.667])).toEqual([46.666, 20, 33.334]);
    // The same from the right-hand divider moving left.
    expect(keepPairWidths([33.333, 33.333, 33.334], [20, 20, 60])).toEqual([33.333, 20, 46.667]);
    // A move within the limits is left alone.
    expect(keepPairWidths([33.333, 33.333, 33.334], [40, 26.666, 33.334])).toEqual([40, 26.666, 33.334]);
    // Moving back the other way from the limit.
    expect(keepPairWidths([46.666, 20, 33.334], [40, 26.666, 33.334])).toEqual([40, 26.666, 33.334]);
    // Two panels cannot cascade; their proposal stands.
    expect(keepPairWidths([50, 50], [80, 20])).toEqual([80, 20]);
  });
});

describe('what localStorage held', () => {
  const valid = {
    enabled: true,
    panels: [panel('a', 60, '/notes'), panel('b', 40, '/exams', true)],
  };

  it('reads back a valid layout as it was', () => {
    expect(parseStoredState(JSON.stringify(valid), isPanelRoute)).toEqual(valid);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['null', 'null'],
    ['no panels list', '{"enabled":true}'],
    ['panels not a list', '{"enabled":true,"panels":{}}'],
    ['enabled not a boolean', '{"enabled":"yes","panels":[]}'],
    ['on with no panels', '{"enabled":true,"panels":[]}'],
    [
      'too many panels',
      JSON.stringify({ enabled: true, panels: [1, 2, 3, 4].map((i) => panel(`p${i}`, 25)) }),
    ],
    ['a panel without an id', '{"enabled":true,"panels":[{"width":100,"path":"/notes"}]}'],
    ['an id with markup', JSON.stringify({ enabled: true, panels: [panel('<img src=x>', 100)] })],
    ['two panels with one id', JSON.stringify({ enabled: true, panels: [panel('a', 50), panel('a', 50)] })],
    ['a panel that is not an object', '{"enabled":true,"panels":["x"]}'],
  ])('falls back to split view off for %s', (_, raw) => {
    expect(parseStoredState(raw, isPanelRoute)).toEqual(INITIAL_STATE);
  });

  it('shares the width equally when the stored widths are not a layout', () => {
    const raw = JSON.stringify({ enabled: true, panels: [panel('a', 95), panel('b', 'x' as never)] });
    expect(parseStoredState(raw, isPanelRoute).panels.map((p) => p.width)).toEqual([50, 50]);
  });

  it('opens a stored path that leads nowhere or off the app on the dashboard', () => {
    const raw = JSON.stringify({
      enabled: true,
      panels: [panel('a', 50, 'https://evil.example'), panel('b', 50, '/nowhere')],
    });
    expect(parseStoredState(raw, isPanelRoute).panels.map((p) => p.path)).toEqual([
      DEFAULT_PATH,
      DEFAULT_PATH,
    ]);
  });

  it('keeps at most one maximised panel, and none when there is only one', () => {
    const two = JSON.stringify({
      enabled: true,
      panels: [panel('a', 50, '/notes', true), panel('b', 50, '/notes', true)],
    });
    expect(parseStoredState(two, isPanelRoute).panels.map((p) => p.isMaximized)).toEqual([true, false]);
    const one = JSON.stringify({ enabled: true, panels: [panel('a', 100, '/notes', true)] });
    expect(parseStoredState(one, isPanelRoute).panels[0]?.isMaximized).toBe(false);
  });
});
