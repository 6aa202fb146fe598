import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, nextThemePreference, parseThemePreference, resolveTheme } from './theme';

describe('theme preference', () => {
  it('defaults to system when nothing or garbage is stored', () => {
    expect(DEFAULT_THEME).toBe('system');
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference(undefined)).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
    expect(parseThemePreference('')).toBe('system');
  });

  it('keeps valid stored values', () => {
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('system')).toBe('system');
  });

  it('resolves system from the OS preference and explicit choices regardless of it', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('cycles light → dark → system → light', () => {
    expect(nextThemePreference('light')).toBe('dark');
    expect(nextThemePreference('dark')).toBe('system');
    expect(nextThemePreference('system')).toBe('light');
  });
});
