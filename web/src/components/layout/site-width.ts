import { css } from 'styled-system/css';

/**
 * The public shell's content width: the navbar, the footer and the banners under the navbar
 * line up on it (7xl, centred, the page's side padding).
 */
export const siteWidth = css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' } });
