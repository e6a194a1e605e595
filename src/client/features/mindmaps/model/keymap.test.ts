import { describe, expect, it } from 'vitest';
import { commandFor } from './keymap';

const key = (k: string, mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {}) =>
  commandFor({
    key: k,
    ctrlKey: Boolean(mods.ctrl),
    metaKey: Boolean(mods.meta),
    shiftKey: Boolean(mods.shift),
    altKey: Boolean(mods.alt),
  });

describe('commandFor', () => {
  it('maps the editing keys', () => {
    expect(key('Tab')).toBe('addChild');
    expect(key('Enter')).toBe('addSibling');
    expect(key('Delete')).toBe('delete');
    expect(key('Backspace')).toBe('delete');
    expect(key('F2')).toBe('rename');
    expect(key(' ')).toBe('toggleCollapse');
  });
  it('maps the arrows to the tree as drawn left to right', () => {
    expect(key('ArrowLeft')).toEqual({ navigate: 'parent' });
    expect(key('ArrowRight')).toEqual({ navigate: 'child' });
    expect(key('ArrowUp')).toEqual({ navigate: 'previous' });
    expect(key('ArrowDown')).toEqual({ navigate: 'next' });
  });
  it('undoes with Ctrl or Cmd+Z and redoes with Shift, or Ctrl+Y', () => {
    expect(key('z', { ctrl: true })).toBe('undo');
    expect(key('z', { meta: true })).toBe('undo');
    expect(key('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(key('z', { meta: true, shift: true })).toBe('redo');
    expect(key('y', { ctrl: true })).toBe('redo');
  });
  it('leaves other keys to the browser, Shift+Tab included (the way out of the canvas)', () => {
    expect(key('Tab', { shift: true })).toBeNull();
    expect(key('a')).toBeNull();
    expect(key('c', { ctrl: true })).toBeNull();
    expect(key('z', { alt: true })).toBeNull();
    expect(key('y', { meta: true })).toBeNull();
  });
});
