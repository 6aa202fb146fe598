import { css } from 'styled-system/css';

export interface ProgressBarProps {
  /** The bar's accessible name ("Uploading", "Reading receipt"). */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** What a screen reader says for the value; the percent by default. */
  valueText?: string;
}

/** A thin determinate progress bar (an upload, a reading). */
export function ProgressBar({ label, percent, valueText = `${percent}%` }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={styles.track}
    >
      <div className={styles.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}

const styles = {
  track: css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' }),
  bar: css({ h: 'full', bg: 'accent.default', borderRadius: 'full', transition: 'width 0.2s' }),
};
