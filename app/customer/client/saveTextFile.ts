/**
 * Hands text to the browser as a file download: a Blob behind a temporary
 * `<a download>`, so the file gets our name and the page stays where it is.
 */
export function saveTextFile(text: string, fileName: string, type = 'text/markdown') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // The click has started the download; freeing the URL at once can cancel it in some browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
