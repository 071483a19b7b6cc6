// A text handed to the browser as a downloaded file (a save file, a link to send, a backup), and a
// file chosen to be read (a save file, a backup).

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

/** Today's date on this computer's calendar, "YYYY-MM-DD": an exported file's name carries it. */
export function today() {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}

/** A hidden file input (`id`) for JSON files that hands each chosen file to `onFile`. */
export function jsonFileInput(id, onFile) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.hidden = true;
  input.id = id;
  input.addEventListener("change", () => {
    const [file] = input.files;
    input.value = ""; // the same file may be chosen again after a refusal
    if (file) onFile(file);
  });
  return input;
}
