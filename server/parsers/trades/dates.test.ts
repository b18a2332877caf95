import { describe, expect, it } from "vitest";
import { findMonthFirstProof, readFileDate } from "./dates";

function read(text: string, proof: { line: number; text: string } | null = null) {
  const problems: string[] = [];
  const date = readFileDate(text, "Date", problems, proof);
  return { date, problems };
}

describe("readFileDate", () => {
  it.each([
    ["2/06/2017", "2017-06-02"],
    ["02/06/2017", "2017-06-02"],
    ["2/6/2017", "2017-06-02"],
    ["31/12/2024", "2024-12-31"],
    ["29/02/2024", "2024-02-29"],
    ["2024-02-13", "2024-02-13"],
    ["2024-02-13 00:00:00", "2024-02-13"],
    ["2024-02-13T00:00:00", "2024-02-13"],
    [" 13/02/2024 ", "2024-02-13"],
    ["12/11/2024", "2024-11-12"], // ambiguous in general, day-first here: 12 November
    ["1/01/1900", "1900-01-01"],
    ["2100-12-31", "2100-12-31"],
  ])("reads %j as %s", (text, iso) => {
    expect(read(text)).toEqual({ date: iso, problems: [] });
  });

  it.each([
    ["31/02/2024", "Date '31/02/2024' is not a real date"],
    ["29/02/2023", "Date '29/02/2023' is not a real date"],
    ["0/01/2024", "Date '0/01/2024' is not a real date"],
    ["2024-02-30", "Date '2024-02-30' is not a real date"],
    ["1/01/1899", "Date '1/01/1899' is outside the years this app records (1900 to 2100)"],
    ["9999-12-31", "Date '9999-12-31' is outside the years this app records (1900 to 2100)"],
    ["1/01/2101", "Date '1/01/2101' is outside the years this app records (1900 to 2100)"],
    ["1/02/24", "Date '1/02/24' has a two-digit year: write the year with four digits"],
    ["2024-02-13 10:30:00", "Date '2024-02-13 10:30:00' is not a date this app reads: write it day-first (d/mm/yyyy) or ISO (yyyy-mm-dd)"],
    ["13-02-2024", "Date '13-02-2024' is not a date this app reads: write it day-first (d/mm/yyyy) or ISO (yyyy-mm-dd)"],
    ["45000", "Date '45000' is not a date this app reads: write it day-first (d/mm/yyyy) or ISO (yyyy-mm-dd)"],
    ["", "No Date given"],
    [
      "03/15/2024",
      "Date '03/15/2024' is month first (there is no month 15): this app reads dates day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) and never guesses",
    ],
  ])("refuses %j", (text, reason) => {
    expect(read(text)).toEqual({ date: null, problems: [reason] });
  });

  it("refuses every slash date of a file proven month first, even one that would be a real day-first date, but not ISO dates", () => {
    const proof = { line: 7, text: "03/15/2024" };
    const because =
      "is not read: line 7's '03/15/2024' shows this file writes dates month first, so this one could mean another day; " +
      "export the file with day-first (d/mm/yyyy) or ISO (yyyy-mm-dd) dates";
    expect(read("03/04/2024", proof)).toEqual({ date: null, problems: [`Date '03/04/2024' ${because}`] });
    expect(read("25/03/2024", proof)).toEqual({ date: null, problems: [`Date '25/03/2024' ${because}`] });
    expect(read("2024-03-04", proof)).toEqual({ date: "2024-03-04", problems: [] });
  });
});

describe("findMonthFirstProof", () => {
  const records = [
    { line: 2, cells: ["12/11/2024", "x", "14/11/2024"] },
    { line: 3, cells: ["11/10/2024", "x", "10/13/2024"] },
    { line: 4, cells: ["2/13/2024", "x", ""] },
  ];

  it("finds the first date, in the columns given, whose second field can only be a day", () => {
    expect(findMonthFirstProof(records, [0, 2])).toEqual({ line: 3, text: "10/13/2024" });
    expect(findMonthFirstProof(records, [0])).toEqual({ line: 4, text: "2/13/2024" });
    expect(findMonthFirstProof(records, [1, undefined])).toBeNull();
  });

  it("takes no proof from a date that is no date either way (month 32) or from a day-first date", () => {
    expect(
      findMonthFirstProof(
        [
          { line: 2, cells: ["1/32/2024"] },
          { line: 3, cells: ["13/12/2024"] },
        ],
        [0],
      ),
    ).toBeNull();
  });
});
