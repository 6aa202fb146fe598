// Types of scripts/lib/chromium.mjs, for playwright.config.ts (TypeScript does not read the .mjs).
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_MISSING: string;
/** $CHROMIUM_PATH when set (and present), else Debian's /usr/bin/chromium if present. */
export declare function findChromium(): string | undefined;
/** findChromium(), or CHROMIUM_MISSING on stderr and exit 1 when there is none. */
export declare function requireChromium(): string;
