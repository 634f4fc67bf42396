import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES } from './image-file-rules';

describe('imageFileProblem', () => {
  it('takes a PNG, a JPEG or a WebP of up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other types, including SVG and GIF', () => {
    for (const type of ['image/svg+xml', 'image/gif', 'text/html', ''])
      expect(imageFileProblem({ type, size: 10 })).toBe('type');
  });

  it('refuses an empty file and one over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });
});
