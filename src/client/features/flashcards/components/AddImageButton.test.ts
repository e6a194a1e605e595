import { describe, expect, it } from 'vitest';
import { insertPicture, pictureMarkdown } from './AddImageButton';

const image = {
  id: '0b9e3c4e-5a51-4b8e-9c1e-2f6d7a8b9c0d',
  url: '/api/images/0b9e3c4e-5a51-4b8e-9c1e-2f6d7a8b9c0d',
  contentType: 'image/png' as const,
  width: 10,
  height: 10,
};

describe('pictures in the card editor', () => {
  it("writes the Markdown with the file's name as alt text, safe for Markdown", () => {
    expect(pictureMarkdown(image, 'Court map [2024].png')).toBe(`![Court map 2024](${image.url})`);
    expect(pictureMarkdown(image, '.png')).toBe(`![picture](${image.url})`);
  });

  it('puts the picture on a line of its own where the cursor is', () => {
    expect(insertPicture('', 0, 0, '![a](u)')).toBe('![a](u)');
    expect(insertPicture('Which court? ', 13, 13, '![a](u)')).toBe('Which court?\n![a](u)');
    expect(insertPicture('Before after', 6, 7, '![a](u)')).toBe('Before\n![a](u)\nafter');
    expect(insertPicture('Line\n', 5, 5, '![a](u)')).toBe('Line\n![a](u)');
  });
});
