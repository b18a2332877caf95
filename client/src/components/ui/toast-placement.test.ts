import { describe, expect, it } from "vitest";
import { placeToasts, TOAST_CONTROL_GAP_PX } from "./toast-placement";

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
