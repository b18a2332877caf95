import { describe, expect, it } from "vitest";
import { lastControlRect, placeToasts, rememberControl, TOAST_CONTROL_GAP_PX, topInset } from "./toast-placement";

describe("placeToasts", () => {
  const height = 800;

  it("sends notices to the top when the control is in the lower half, stopping short of it", () => {
    // An Import button at 700–736 px: the notices may use 0–692 px.
    expect(placeToasts({ top: 700, bottom: 736 }, height)).toEqual({ edge: "top", maxHeightPx: 700 - TOAST_CONTROL_GAP_PX });
  });

  it("sends notices to the bottom when the control is in the upper half", () => {
    // A button just under the app header at 80–116 px: the notices may use 124–800 px.
    expect(placeToasts({ top: 80, bottom: 116 }, height)).toEqual({ edge: "bottom", maxHeightPx: height - 116 - TOAST_CONTROL_GAP_PX });
  });

  it("decides by the control's centre", () => {
    expect(placeToasts({ top: 390, bottom: 430 }, height).edge).toBe("top"); // centre 410
    expect(placeToasts({ top: 370, bottom: 410 }, height).edge).toBe("bottom"); // centre 390
  });

  it("falls back to the bottom, full height, without a control or with one scrolled out of view", () => {
    expect(placeToasts(null, height)).toEqual({ edge: "bottom", maxHeightPx: height });
    expect(placeToasts({ top: -100, bottom: -60 }, height)).toEqual({ edge: "bottom", maxHeightPx: height });
    expect(placeToasts({ top: 900, bottom: 940 }, height)).toEqual({ edge: "bottom", maxHeightPx: height });
  });
});

describe("topInset", () => {
  const height = 740;
  const phoneColumn = { left: 0, right: 360 };

  it("starts the top edge's notices below a full-screen dialog's title and Close", () => {
    // Title 20–48 px, Close 6–50 px: notices from 50 px down.
    const parts = [
      { top: 20, bottom: 48, left: 16, right: 304 },
      { top: 6, bottom: 50, left: 310, right: 354 },
    ];
    expect(topInset(parts, phoneColumn, height)).toBe(50);
  });

  it("rounds up, so no pixel of the part stays under a notice", () => {
    expect(topInset([{ top: 20, bottom: 72.4, left: 16, right: 304 }], phoneColumn, height)).toBe(73);
  });

  it("ignores parts beside the notices' column (a desktop dialog left of the 420 px column)", () => {
    const column = { left: 980, right: 1400 };
    expect(topInset([{ top: 40, bottom: 70, left: 340, right: 900 }], column, 900)).toBe(0);
    expect(topInset([{ top: 32, bottom: 48, left: 1052, right: 1068 }], column, 900)).toBe(48);
  });

  it("ignores parts lower than the top 40 % of the screen, scrolled away or not drawn", () => {
    // 40 % of 740 px is 296 px.
    expect(topInset([{ top: 300, bottom: 340, left: 16, right: 304 }], phoneColumn, height)).toBe(0);
    expect(topInset([{ top: 290, bottom: 330, left: 16, right: 304 }], phoneColumn, height)).toBe(330);
    expect(topInset([{ top: -60, bottom: -10, left: 16, right: 304 }], phoneColumn, height)).toBe(0);
    expect(topInset([{ top: 0, bottom: 0, left: 0, right: 0 }], phoneColumn, height)).toBe(0);
    expect(topInset([], phoneColumn, height)).toBe(0);
  });
});

describe("lastControlRect", () => {
  /** Enough of an element for the placement: where it is, whether it is on the page, no toast around it. */
  const control = (top: number, bottom: number) => {
    const element = { isConnected: true, closest: () => null, getBoundingClientRect: () => ({ top, bottom }) };
    return element as unknown as Element & { isConnected: boolean };
  };

  it("answers where the control is now while it is on the page", () => {
    const button = control(600, 640);
    rememberControl(button);
    (button as unknown as { getBoundingClientRect: () => object }).getBoundingClientRect = () => ({ top: 100, bottom: 140 });
    expect(lastControlRect()).toEqual({ top: 100, bottom: 140 });
  });

  it("answers where a control was when used once it has left the page (a menu item after its menu closed)", () => {
    const item = control(560, 600);
    rememberControl(item);
    Object.defineProperty(item, "isConnected", { value: false });
    expect(lastControlRect()).toEqual({ top: 560, bottom: 600 });
    expect(placeToasts(lastControlRect(), 740).edge).toBe("top");
  });
});
