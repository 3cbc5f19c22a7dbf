import { describe, expect, it } from "vitest";
import { SERVICE_NOT_FOUND, SERVICE_NOT_FOUND_REDIRECT } from "./service-not-found";

describe("the unknown service's redirect", () => {
  it("names the query the services page looks for (the address is written out for the page script's size)", () => {
    const address = new URL(SERVICE_NOT_FOUND_REDIRECT, "https://example.org");
    expect(address.pathname).toBe("/services");
    expect(address.searchParams.get(SERVICE_NOT_FOUND.param)).toBe(SERVICE_NOT_FOUND.value);
  });
});
