/** The app sidebar's own words: its toggle and the phone sheet's close button. */
export const SIDEBAR_COPY = {
  close: 'Close sidebar',
  toggle: 'Toggle sidebar',
  toggleHint: 'Toggle sidebar (Ctrl+B or ⌘B)',
} as const;
