import { describe, expect, it } from "vitest";
import * as communityEn from "./community";
import * as communityTe from "./te/community";
import { shownStrings } from "../../tests/telugu-script";

describe("the community page's free cataract surgery steps", () => {
  it("ask for any photo ID (Aadhaar may be masked), not copies of the Aadhaar card", () => {
    const en = shownStrings(communityEn).join("\n");
    const te = shownStrings(communityTe).join("\n");
    expect(en).toContain("any photo ID");
    expect(en).toContain("masked");
    expect(en).not.toMatch(/copies of your Aadhaar/i);
    expect(te).toContain("ఏదైనా ఒక ఫోటో ఐడీ");
    expect(te).not.toContain("ఆధార్ కార్డు, రేషన్ కార్డు జిరాక్స్ కాపీలు");
  });
});
