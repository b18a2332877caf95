/** Saves text as a file through a temporary object URL. */
export function downloadTextFile(fileName: string, text: string, mimeType: string) {
  // The byte-order mark makes Excel read the file as UTF-8 (company names can carry accents).
  const blob = new Blob(["\uFEFF", text], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
