import { describe, expect, it } from 'vitest';
import { readableSnippet } from './snippet';

describe('readableSnippet', () => {
  it('drops Markdown punctuation and keeps the marks', () => {
    const parts = readableSnippet([
      { text: '## Duty ', mark: false },
      { text: 'care', mark: true },
      {
        text: ' from **Caparo** [1990] 2 AC 605 [see](https://x.org) - one | two |\n| --- | --- |',
        mark: false,
      },
    ]);
    expect(parts).toEqual([
      { text: 'Duty ', mark: false },
      { text: 'care', mark: true },
      { text: ' from Caparo [1990] 2 AC 605 see one · two · ', mark: false },
    ]);
  });
});
