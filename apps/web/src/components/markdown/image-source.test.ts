import { describe, expect, it } from 'vitest';
import { imageSource } from './image-source';

describe('imageSource', () => {
  it('roots paths under the uploads folder and leaves full URLs alone', () => {
    expect(imageSource('/uploads/p/figure.png')).toBe('/uploads/p/figure.png');
    expect(imageSource('uploads/p/figure.png')).toBe('/uploads/p/figure.png');
    expect(imageSource('./uploads/p/figure.png')).toBe('/uploads/p/figure.png');
    expect(imageSource('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
});
