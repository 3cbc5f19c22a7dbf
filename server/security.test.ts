import { describe, expect, it } from "vitest";
import { isStaffPath } from "./security";

describe("isStaffPath: which addresses get the staff's policy (issue 38)", () => {
  it.each([
    "/staff",
    "/staff/",
    "/staff/login",
    "/staff.data",
    "/staff/site/preview/about",
    "/STAFF/login",
    "/Staff/Site",
    "/%73taff/login",
    "/%53TAFF",
    "/x/../staff/login",
    "/x/%2e%2e/staff",
    "//staff/login",
    "/%E0%A4",
  ])("%s is the staff's", (path) => expect(isStaffPath(path)).toBe(true));

  it.each(["/", "/staffing", "/te/staff", "/about", "/review-widget", "/patient-education/staff"])(
    "%s is public",
    (path) => expect(isStaffPath(path)).toBe(false),
  );
});
