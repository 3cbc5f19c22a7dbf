import { describe, expect, it } from "vitest";
import { parseRoles } from "./staff-roles";

describe("parseRoles", () => {
  it("reads editor as the editor alone", () => {
    expect(parseRoles("editor")).toEqual(["editor"]);
  });

  it.each(["desk,editor", " Editor , desk ", "editor,desk,editor"])(
    "reads %j as desk and editor, in that order, once each",
    (text) => {
      expect(parseRoles(text)).toEqual(["desk", "editor"]);
    },
  );

  it.each(["admin", "", "desk,admin"])("refuses %j: a role it does not know, or none", (text) => {
    expect(parseRoles(text)).toBeUndefined();
  });
});
