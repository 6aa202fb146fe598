// @ts-check
// What a caught value says, for one-line reports: a catch variable is `unknown` (anything can
// be thrown), so its message is read only once it is known to be an Error.

/**
 * @param {unknown} error
 * @returns {string}
 */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
