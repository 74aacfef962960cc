import { describe, expect, it } from "vitest";

import { educationLine, experienceLine } from "./application-answers";

describe("a candidate's history as people read it", () => {
  it("names the months of a job, not the form's 2019-04", () => {
    expect(experienceLine({ jobTitle: "Engineer", company: "Infosys", startDate: "2019-04", endDate: "Present" })).toBe(
      "Engineer at Infosys (Apr 2019 – Present)",
    );
    expect(experienceLine({ jobTitle: "Intern", company: "TCS", startDate: "2019-05", endDate: "2019-07" })).toBe(
      "Intern at TCS (May 2019 – Jul 2019)",
    );
    expect(experienceLine({ company: "TCS", startDate: "2019-05" })).toBe("TCS (from May 2019)");
    expect(experienceLine({ company: "TCS", endDate: "2019-12" })).toBe("TCS (until Dec 2019)");
  });

  it("keeps what an older version stored in another shape as it was written", () => {
    expect(experienceLine({ company: "TCS", startDate: "2019", endDate: "2019-13" })).toBe("TCS (2019 – 2019-13)");
  });

  it("writes a school's years with the same dash", () => {
    expect(
      educationLine({
        degree: "B.Tech",
        fieldOfStudy: "Computer Science",
        school: "MITS Gwalior",
        startYear: "2016",
        endYear: "2020",
      }),
    ).toBe("B.Tech in Computer Science from MITS Gwalior (2016 – 2020)");
    expect(educationLine({ school: "MITS", startYear: "", endYear: "" })).toBe("MITS");
  });
});
