import { describe, expect, it } from "vitest";
import { parseRgaaGrid, rgaaRates, rgaaStatusWording } from "./rgaa-grid";

describe("the RGAA method's rates", () => {
  const csv = (rows: string[]) => ["critere,thematique,intitule,a,b,preuves", ...rows].join("\n");

  it("a criterion counts once for the sample: met if met somewhere and failed nowhere", () => {
    const rates = rgaaRates(
      parseRgaaGrid(csv(["1.1,T,x,C,NA,e", "1.2,T,x,C,NC,e", "1.3,T,x,NA,NA,e", '1.4,T,"x, y",C,C,e'])),
    );
    expect(rates).toMatchObject({ conforming: 2, nonConforming: 1, notApplicable: 1, global: 66.7 });
    expect(rates.failures).toEqual([{ id: "1.2", title: "x", pages: ["b"] }]);
    // Page a: 3 met of 3; page b: 1 met of 2 (1.1 and 1.3 do not apply) → (100 + 50) / 2.
    expect(rates.mean).toBe(75);
  });

  it("refuses a grid it cannot read rather than compute a wrong rate", () => {
    expect(() => parseRgaaGrid(csv(["1.1,T,x,C,OK,e"]))).toThrow(/OK/);
    expect(() => parseRgaaGrid(csv(["1.1,T,x,C,e"]))).toThrow(/colonnes/);
  });

  it("words the status as the RGAA does", () => {
    expect(rgaaStatusWording(100)).toBe("totalement conforme");
    expect(rgaaStatusWording(99.1)).toBe("partiellement conforme");
    expect(rgaaStatusWording(49.9)).toBe("non conforme");
  });
});
