// A text handed to the browser as a downloaded file (a save file, a link to send).

// The Blob is released once the browser has surely started the download.
const RELEASE_DOWNLOAD_MS = 10_000;

/** Download `text` as the file `filename` of MIME type `type`. */
export function downloadText(text, filename, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_DOWNLOAD_MS);
}
