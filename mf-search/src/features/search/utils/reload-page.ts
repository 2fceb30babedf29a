/** docs/requirements.md#r-errors: 'Try Again' reloads the page; a module of its own so a test can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
