import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

// Card text is untrusted (imports, shared decks): a picture is shown only from our own store.

afterEach(cleanup);

const OWN = '/api/images/0b9e3c4e-5a51-4b8e-9c1e-2f6d7a8b9c0d';

describe('Markdown pictures', () => {
  it('shows a picture from our own store', () => {
    const { container } = render(<Markdown>{`Look ![The court](${OWN})`}</Markdown>);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(OWN);
    expect(img?.getAttribute('alt')).toBe('The court');
  });

  it('fetches nothing from elsewhere: other addresses show their alt text', () => {
    const { container } = render(
      <Markdown>
        {[
          '![tracker](https://evil.example/pixel.png)',
          '![relative](/elsewhere/x.png)',
          `![lookalike](${OWN}/../../../logout)`,
          '![data](data:image/png;base64,AAAA)',
          '<img src="https://evil.example/raw.png">',
        ].join('\n\n')}
      </Markdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('[tracker]');
    expect(container.textContent).toContain('[lookalike]');
  });
});
