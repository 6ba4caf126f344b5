/**
 * Which clicks on a site link the client router should take over. Everything else (a new tab or
 * window, a download, another origin, mailto:, a click already handled) is left to the browser.
 */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The anchor's `target` attribute, if any. */
  target: string | null;
  download: boolean;
}

export function isClientNavigation(click: LinkClick, href: URL, current: URL): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (click.target !== null && click.target !== '' && click.target !== '_self') return false;
  if (click.download) return false;
  return href.origin === current.origin;
}
