/**
 * Downloading a large private file (a report's PDF or ZIP, an export) through the short-lived
 * signed link a callable answered with, after checking who may read it (issue #29). The file
 * is never read into the page: no blob, no object URL to release. Imports no Firebase code,
 * so a page that only downloads loads no Storage SDK.
 */

/**
 * Downloads a signed link by navigation (an `<a download>` click in this tab): the browser
 * streams the file to disk and the page stays, since the object is served as an attachment.
 * `fileName` names a same-origin download; a signed link's own Content-Disposition names the
 * others.
 */
export function downloadFromLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
