import { useEffect, useState } from "react";
import { KEEP_CLEAR_ATTRIBUTE, topInset } from "./toast-placement";

/**
 * While notices sit at the top edge, where they must start so that they leave the marked parts
 * (an open dialog's title and Close) in view: measured again whenever the page may have moved them
 * (a dialog opening, closing, growing as its data arrives, finishing its entry animation, scrolling,
 * the window resizing), at most once a frame. 0 when the notices are elsewhere.
 */
export function useToastTopInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const column = document.querySelector("[data-toast-viewport]")?.getBoundingClientRect();
        if (!column) return;
        const parts = [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].map((part) => part.getBoundingClientRect());
        setInset(topInset(parts, column, window.innerHeight));
      });
    };
    measure();
    const changes = new MutationObserver(measure);
    changes.observe(document.body, { childList: true, subtree: true });
    document.addEventListener("scroll", measure, true);
    document.addEventListener("animationend", measure, true);
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      document.removeEventListener("scroll", measure, true);
      document.removeEventListener("animationend", measure, true);
      window.removeEventListener("resize", measure);
    };
  }, [active]);
  return active ? inset : 0;
}
