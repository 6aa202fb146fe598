import { describe, expect, it } from 'vitest';
import { appCheckWanted } from './app-check';

describe('appCheckWanted', () => {
  it('attests production builds that have a site key, never emulator builds', () => {
    expect(appCheckWanted('site-key', false)).toBe(true);
    expect(appCheckWanted(undefined, false)).toBe(false);
    expect(appCheckWanted('', false)).toBe(false);
    expect(appCheckWanted('site-key', true)).toBe(false);
  });
});
