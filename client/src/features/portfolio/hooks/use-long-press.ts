// Press and hold (500 ms without moving) on a touch screen: the card list's way into select mode.
// The click that ends a long press is swallowed wherever it lands, so holding a card never also
// opens it, or ticks another card if the list has changed under the finger.
import { useCallback, useRef, type PointerEvent } from "react";

const HOLD_MS = 500;
/** A finger that moves further than this is scrolling, not holding. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Catches the next click on the page before any handler sees it. The click comes with the finger's
 * lift; if none comes (the browser showed its own long-press menu instead), the next press ends the
 * wait, so a later tap is never eaten.
 */
function swallowNextClick() {
  const stopWaiting = () => {
    document.removeEventListener("click", swallow, true);
    document.removeEventListener("pointerdown", stopWaiting, true);
  };
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    stopWaiting();
  };
  document.addEventListener("click", swallow, true);
  document.addEventListener("pointerdown", stopWaiting, true);
}

export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    start.current = null;
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        start.current = null;
        swallowNextClick();
        onLongPress();
      }, HOLD_MS);
    },
    [onLongPress],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      const origin = start.current;
      if (origin && Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > MOVE_TOLERANCE_PX) cancel();
    },
    [cancel],
  );

  return { onPointerDown, onPointerMove, onPointerUp: cancel, onPointerCancel: cancel };
}
