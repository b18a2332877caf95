import { describe, expect, it } from "vitest";
import { formatDateTimeAU } from "@shared/domain/format";
import { lastUploadText, latestBatch } from "./last-upload";

const batch = (source: string, createdAt: string) => ({ source, createdAt });

describe("latestBatch / lastUploadText", () => {
  const batches = [
    batch("morningstar", "2024-03-10T01:00:00.000Z"),
    batch("portfolio-workbook", "2024-03-01T03:07:00.000Z"),
    batch("bell-potter", "2024-03-09T00:00:00.000Z"),
    // Out of order on purpose: the newest workbook batch wins whatever the list order.
    batch("portfolio-workbook", "2024-03-05T03:07:00.000Z"),
    batch("portfolio-workbook", "not a date"),
  ];

  it("picks the newest batch of the asked workbook only", () => {
    expect(latestBatch(batches, "portfolio-workbook")?.createdAt).toBe("2024-03-05T03:07:00.000Z");
    expect(latestBatch(batches, "bell-potter-workbook")).toBeUndefined();
  });

  it("formats it with the one date-time rule (en-AU, the viewer's time zone)", () => {
    expect(lastUploadText(batches, "portfolio-workbook")).toBe(formatDateTimeAU("2024-03-05T03:07:00.000Z"));
  });

  it("reads 'Never' without a batch of that kind", () => {
    expect(lastUploadText(batches, "bell-potter-workbook")).toBe("Never");
    expect(lastUploadText(undefined, "portfolio-workbook")).toBe("Never");
    expect(lastUploadText([], "portfolio-workbook")).toBe("Never");
  });
});
