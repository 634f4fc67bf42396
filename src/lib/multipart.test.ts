import { describe, expect, it } from 'vitest';
import { toMultipart } from './multipart';

describe('toMultipart', () => {
  it('sends text, numbers and yes/no as text, a file as a file, and leaves out the rest', () => {
    const image = new File(['x'], 'cake.png', { type: 'image/png' });
    const data = toMultipart({ name: 'Cake', points: 250, active: false, image, note: null });
    expect(data.get('name')).toBe('Cake');
    expect(data.get('points')).toBe('250');
    expect(data.get('active')).toBe('false');
    expect(data.get('image')).toBeInstanceOf(File);
    expect(data.has('note')).toBe(false);
  });
});
