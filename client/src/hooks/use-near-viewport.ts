import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `margin` (CSS length, above and below) of the viewport, and
 * from then on. Below-the-fold parts of a page use it to fetch their data and code only when the
 * reader gets near them: a first visit then downloads and draws only what it shows
 * (docs/decisions/023-portfolio-payload-and-first-paint.md). Without IntersectionObserver it is
 * true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "200px"): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
