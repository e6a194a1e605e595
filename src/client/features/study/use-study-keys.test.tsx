import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Phase } from './session';
import type { StudyCommand } from './shortcuts';
import { useStudyKeys } from './use-study-keys';

afterEach(cleanup);

/** A stand-in screen: the real hook, a phase that follows the commands, and a field to type in. */
function Harness({ log }: { log: StudyCommand[] }) {
  const [phase, setPhase] = useState<Phase>('question');
  useStudyKeys(phase, (command) => {
    log.push(command);
    setPhase(command.kind === 'reveal' ? 'answer' : 'question');
  });
  return (
    <div>
      <output>{phase}</output>
      <label>
        Note
        <input />
      </label>
      <button type="button">Show answer</button>
    </div>
  );
}

describe('study keyboard handling in the page', () => {
  it('reveals with Space, rates with a digit and undoes with Z', () => {
    const log: StudyCommand[] = [];
    render(<Harness log={log} />);
    const space = fireEvent.keyDown(document.body, { key: ' ' });
    // The page must not scroll when Space reveals the answer.
    expect(space).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('answer');
    fireEvent.keyDown(document.body, { key: '3' });
    fireEvent.keyDown(document.body, { key: 'z' });
    expect(log).toEqual([{ kind: 'reveal' }, { kind: 'rate', rating: 3 }, { kind: 'undo' }]);
  });

  it('stays quiet while the user types in a field', () => {
    const log: StudyCommand[] = [];
    render(<Harness log={log} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.keyDown(field, { key: ' ' });
    fireEvent.keyDown(field, { key: 'z' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(log).toEqual([]);
  });

  it('lets a focused button take Space itself instead of acting twice', () => {
    const log: StudyCommand[] = [];
    render(<Harness log={log} />);
    const press = fireEvent.keyDown(screen.getByRole('button', { name: 'Show answer' }), { key: ' ' });
    expect(press).toBe(true);
    expect(log).toEqual([]);
  });

  it('stops listening when the screen closes', () => {
    const log: StudyCommand[] = [];
    const { unmount } = render(<Harness log={log} />);
    unmount();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(log).toEqual([]);
  });
});
