import { Monitor, Moon, Sun } from 'lucide-react';
import { css } from 'styled-system/css';
import { nextThemePreference, type ThemePreference } from '@/lib/theme/theme';
import { useTheme } from '@/lib/theme/use-theme';

const LABELS: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Cycles light → dark → system; the label says the current choice and the next one. */
export function ThemeToggle() {
  const { preference, setPreference } = useTheme();
  const next = nextThemePreference(preference);
  const Icon = ICONS[preference];
  return (
    <button
      type="button"
      className={iconButton}
      onClick={() => setPreference(next)}
      aria-label={`Theme: ${LABELS[preference]}. Switch to ${LABELS[next]} theme`}
      title={`Theme: ${LABELS[preference]}`}
      data-testid="theme-toggle"
      data-theme-preference={preference}
    >
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}

export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  height: '10',
  borderRadius: 'l2',
  color: 'fg.muted',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
});
