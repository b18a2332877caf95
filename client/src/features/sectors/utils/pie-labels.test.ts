import { describe, expect, it } from "vitest";
import { LABEL_GAP_PX, LABEL_LINE_HEIGHT_PX, layoutPieLabels, sliceMidAngles } from "./pie-labels";

const geometry = { cx: 150, cy: 140, outerRadius: 90 };

describe("sliceMidAngles", () => {
  it("walks counter-clockwise from 0° over 360°, as recharts draws the pie", () => {
    // 50 / 100 → 0°–180°, mid 90°; 25 → 180°–270°, mid 225°; 25 → 270°–360°, mid 315°.
    expect(sliceMidAngles([50, 25, 25])).toEqual([90, 225, 315]);
  });
});

describe("layoutPieLabels", () => {
  it("puts a lone label just outside its slice, on its side of the pie", () => {
    // Two halves: mids 90° (top) and 270° (bottom); label radius 90 + 10 = 100.
    const [top, bottom] = layoutPieLabels([1, 1], geometry);
    expect(top.rim.x).toBeCloseTo(150);
    expect(top.rim.y).toBeCloseTo(140 - 90);
    expect(top.y).toBeCloseTo(140 - 90 - LABEL_GAP_PX);
    expect(bottom.y).toBeCloseTo(140 + 90 + LABEL_GAP_PX);
  });

  it("anchors labels right of the centre at their start and left of it at their end", () => {
    // 1 of 4 → 0°–90°, mid 45° (upper right); 3 of 4 → 90°–360°, mid 225° (lower left).
    const [right, left] = layoutPieLabels([1, 3], geometry);
    expect(right.anchor).toBe("start");
    expect(left.anchor).toBe("end");
  });

  it("pushes apart the labels of small neighbouring slices and keeps them on their circle", () => {
    // A big slice, then 1.9 % and 0.4 % just below 3 o'clock: their labels would be 4 px apart.
    const places = layoutPieLabels([97.7, 1.9, 0.4], geometry);
    const right = places.filter((p) => p.anchor === "start").sort((a, b) => a.y - b.y);
    for (let i = 1; i < right.length; i++) expect(right[i].y - right[i - 1].y).toBeGreaterThanOrEqual(LABEL_LINE_HEIGHT_PX - 1e-9);
    for (const place of places) {
      const distance = Math.hypot(place.x - geometry.cx, place.y - geometry.cy);
      expect(distance).toBeGreaterThanOrEqual(geometry.outerRadius + LABEL_GAP_PX - 1e-9);
    }
  });

  it("leaves labels that do not touch where they are", () => {
    const places = layoutPieLabels([25, 25, 25, 25], geometry);
    // Mids 45°, 135°, 225°, 315°: far apart.
    expect(places.map((p) => Math.round(Math.atan2(-(p.y - 140), p.x - 150) / (Math.PI / 180)))).toEqual([45, 135, -135, -45]);
  });
});
