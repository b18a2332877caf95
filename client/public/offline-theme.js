// The offline page (offline.html) in the app's theme: the app keeps the choice in local storage
// under "theme" (client/src/lib/theme.ts), dark unless "light" was chosen. A file of its own rather
// than inline code: the server's Content-Security-Policy runs scripts from the site only. The service
// worker caches it with the page, so it also runs when the server cannot be reached.
try {
  if (localStorage.getItem("theme") === "light") {
    document.documentElement.classList.remove("dark");
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", "#ffffff");
  }
} catch {
  // Storage unavailable (a privacy mode): the default theme, dark, stays.
}
