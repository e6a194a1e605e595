import { describe, expect, it } from 'vitest';
import { commandForKey, isTypingTarget, type KeyLike } from './shortcuts';

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  target: document.body,
  ...extra,
});

describe('study shortcuts', () => {
  it('reveals with Space or Enter on the question', () => {
    expect(commandForKey(key(' '), 'question')).toEqual({ kind: 'reveal' });
    expect(commandForKey(key('Enter'), 'question')).toEqual({ kind: 'reveal' });
  });

  it('rates 1 to 4 on the answer, and Space or Enter answers Good as in Anki', () => {
    expect(commandForKey(key('1'), 'answer')).toEqual({ kind: 'rate', rating: 1 });
    expect(commandForKey(key('4'), 'answer')).toEqual({ kind: 'rate', rating: 4 });
    expect(commandForKey(key(' '), 'answer')).toEqual({ kind: 'rate', rating: 3 });
  });

  it('does not rate before the answer is shown', () => {
    expect(commandForKey(key('3'), 'question')).toBeNull();
  });

  it('undoes with z or Z, even after the last card', () => {
    expect(commandForKey(key('z'), 'question')).toEqual({ kind: 'undo' });
    expect(commandForKey(key('Z'), 'idle')).toEqual({ kind: 'undo' });
    expect(commandForKey(key(' '), 'idle')).toBeNull();
  });

  it('ignores keys held down, with modifiers, or typed into a field', () => {
    expect(commandForKey(key('3', { repeat: true }), 'answer')).toBeNull();
    expect(commandForKey(key('z', { ctrlKey: true }), 'answer')).toBeNull();
    expect(commandForKey(key('1', { altKey: true }), 'answer')).toBeNull();
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.createElement(tag);
      expect(commandForKey(key('1', { target: field }), 'answer')).toBeNull();
      expect(commandForKey(key(' ', { target: field }), 'question')).toBeNull();
    }
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not compute isContentEditable, so state it as a browser would.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(commandForKey(key('z', { target: editable }), 'answer')).toBeNull();
  });

  it('leaves Space and Enter to a focused button, but still takes digits there', () => {
    const button = document.createElement('button');
    expect(commandForKey(key(' ', { target: button }), 'question')).toBeNull();
    expect(commandForKey(key('Enter', { target: button }), 'answer')).toBeNull();
    expect(commandForKey(key('2', { target: button }), 'answer')).toEqual({ kind: 'rate', rating: 2 });
  });

  it('tells typing fields from checkboxes', () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTypingTarget(box)).toBe(false);
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(null)).toBe(false);
  });
});
