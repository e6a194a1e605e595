import { describe, expect, it } from 'vitest';
import { wholeSentences } from './retrieval';

// A passage handed to a chat engine ends at a sentence end, so a quoted rule is never cut in half.

describe('whole passages', () => {
  it('cuts only at a sentence end', () => {
    const text = 'First sentence here. Second sentence is longer than the rest. Third.';
    expect(wholeSentences(text, 40)).toBe('First sentence here.');
    expect(wholeSentences(text, 500)).toBe(text);
    // A first sentence longer than the budget is kept whole rather than cut.
    expect(wholeSentences('One long sentence without an end in sight at all. Two.', 10)).toBe(
      'One long sentence without an end in sight at all.',
    );
  });
});
