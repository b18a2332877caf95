// Press and hold (500 ms without moving) on a touch screen: the card list's way into select mode.
// The click that ends a long press is swallowed, so holding a card never also opens it.
import { useCallback, useRef, type PointerEvent } from "react";

const HOLD_MS = 500;
/** A finger that moves further than this is scrolling, not holding. */
const MOVE_TOLERANCE_PX = 10;

export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    start.current = null;
  }, []);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        fired.current = true;
        start.current = null;
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

  /** True (once) when the click now arriving ends a long press and must do nothing else. */
  const consumeLongPress = useCallback(() => {
    const was = fired.current;
    fired.current = false;
    return was;
  }, []);

  return { handlers: { onPointerDown, onPointerMove, onPointerUp: cancel, onPointerCancel: cancel }, consumeLongPress };
}
