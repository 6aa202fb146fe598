import { describe, expect, it } from 'vitest';
import { keyframes } from '../../theme/recipes/shared';
import { KEYFRAMES_CSS, ensureKeyframes } from './animations';

describe('kit keyframes', () => {
  it('defines every keyframe name the recipes reference', () => {
    for (const name of Object.values(keyframes)) {
      expect(KEYFRAMES_CSS).toContain(`@keyframes ${name} `);
    }
  });

  it('injects the stylesheet exactly once', () => {
    ensureKeyframes();
    ensureKeyframes();
    const styles = document.querySelectorAll('style#hl-ui-keyframes');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('@keyframes hl-scale-in');
  });
});
