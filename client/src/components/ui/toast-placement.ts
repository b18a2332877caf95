// Where notices appear: at the screen edge away from the control the person just used, never over
// it. A failed import's notice used to cover the full Bell Potter panel's Import and Clear buttons
// (bottom right on a desktop, top on a phone); any fixed corner covers some control once the page
// scrolls, so the side is chosen per notice and the notices may use only the space on that side.

export type ToastEdge = "top" | "bottom";

export interface ToastPlacement {
  edge: ToastEdge;
  /** The most height the notices may take, in px, so they stop short of the control. */
  maxHeightPx: number;
}

/** Space kept between the notices and the control. */
export const TOAST_CONTROL_GAP_PX = 8;

/** With no control to avoid (nothing used yet, or it left the page): bottom, as before, full height. */
export function defaultToastPlacement(viewportHeight: number): ToastPlacement {
  return { edge: "bottom", maxHeightPx: viewportHeight };
}

/**
 * The edge farther from the control: a control in the lower half sends notices to the top, one in
 * the upper half to the bottom; their height is capped at the room between that edge and the control.
 */
export function placeToasts(control: { top: number; bottom: number } | null, viewportHeight: number): ToastPlacement {
  if (!control || control.bottom < 0 || control.top > viewportHeight) return defaultToastPlacement(viewportHeight);
  const centre = (control.top + control.bottom) / 2;
  if (centre > viewportHeight / 2) return { edge: "top", maxHeightPx: Math.max(0, control.top - TOAST_CONTROL_GAP_PX) };
  return { edge: "bottom", maxHeightPx: Math.max(0, viewportHeight - control.bottom - TOAST_CONTROL_GAP_PX) };
}

/**
 * Marks a part of the screen that the notices at the top edge must not cover while it is there: a
 * dialog's title and its Close (components/ui/dialog.tsx). The phone's full-screen stock dialog has
 * both at the very top, where notices sent to the top edge hid them for their 5 s.
 */
export const KEEP_CLEAR_ATTRIBUTE = "data-toast-keep-clear";

/** Only marked parts starting in this top share of the screen move the top edge's notices down. */
const KEEP_CLEAR_TOP_SHARE = 0.4;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How far below the screen's top the top edge's notices start: below every marked part that lies
 * under their column (`column`, left and right) and starts in the top 40 % of the screen; 0 without one.
 */
export function topInset(parts: readonly Box[], column: Pick<Box, "left" | "right">, viewportHeight: number): number {
  let inset = 0;
  for (const part of parts) {
    const drawn = part.bottom > part.top && part.right > part.left;
    const underColumn = part.left < column.right && column.left < part.right;
    const nearTop = part.bottom > 0 && part.top < viewportHeight * KEEP_CLEAR_TOP_SHARE;
    if (drawn && underColumn && nearTop) inset = Math.max(inset, Math.ceil(part.bottom));
  }
  return inset;
}

let lastControl: Element | null = null;
/** Where the last control was when it was used: a menu item is gone once its menu closes. */
let lastControlBox: { top: number; bottom: number } | null = null;

/** Remembers `control` as the one the person just used, and where it is now. */
export function rememberControl(control: Element) {
  lastControl = control;
  const rect = control.getBoundingClientRect();
  lastControlBox = { top: rect.top, bottom: rect.bottom };
}

function remember(event: Event) {
  if (event.target instanceof Element) rememberControl(event.target);
}

/** Follows what the person presses, taps or focuses; call once (the Toaster does). Returns the undo. */
export function trackLastControl(): () => void {
  document.addEventListener("pointerdown", remember, true);
  document.addEventListener("focusin", remember, true);
  return () => {
    document.removeEventListener("pointerdown", remember, true);
    document.removeEventListener("focusin", remember, true);
  };
}

/**
 * Where the last used control is now (the page may have scrolled since); where it was when used if it
 * has left the page since (a menu item, once its menu closed, before focus is back on the menu's
 * button); null when nothing was used yet.
 */
export function lastControlRect(): { top: number; bottom: number } | null {
  if (!lastControl) return null;
  // A control inside a toast (its close button) says nothing about where the page's work is.
  if (lastControl.closest("[data-toast-viewport]")) return null;
  if (!lastControl.isConnected) return lastControlBox;
  const rect = lastControl.getBoundingClientRect();
  return { top: rect.top, bottom: rect.bottom };
}
