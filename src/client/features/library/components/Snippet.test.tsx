import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Snippet } from './Snippet';

describe('a search snippet', () => {
  it('marks the matching words and shows markup in the text as text', () => {
    const { container } = render(
      <Snippet
        parts={[
          { text: 'a bottle of ', mark: false },
          { text: 'ginger', mark: true },
          { text: ' beer <b>not bold</b>', mark: false },
        ]}
      />,
    );
    expect(screen.getByText('ginger').tagName).toBe('MARK');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('a bottle of ginger beer <b>not bold</b>');
  });

  it('shows the summary when there is nothing to mark, and nothing without either', () => {
    render(<Snippet parts={[]} fallback="A manufacturer owes a duty of care." />);
    expect(screen.getByText('A manufacturer owes a duty of care.')).toBeTruthy();
    const { container } = render(<Snippet parts={[]} />);
    expect(container.textContent).toBe('');
  });
});
