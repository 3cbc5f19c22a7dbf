import { describe, expect, it, vi } from "vitest";
import type { SitePublish, SiteVersion } from "../app/editor/site-editing.server";
import { EMPTY_SITE_CONTENT } from "../app/content/site-content";
import { republishForNoticeDays } from "./site";

/** A live publish of a version with one notice for 14 January, built on `builtAt`. */
function siteBuiltAt(builtAt: string) {
  const version: SiteVersion = {
    id: 7,
    at: builtAt,
    editor: "Lakshmi",
    summary: "Notice added",
    content: {
      ...EMPTY_SITE_CONTENT,
      notices: [
        {
          id: "sankranti",
          from: "2027-01-14",
          until: "2027-01-14",
          text: { en: "Closed for Sankranti", te: "సంక్రాంతి సెలవు", enChanged: "", teChanged: "" },
        },
      ],
    },
  };
  const live: SitePublish = {
    id: 3,
    versionId: 7,
    editor: "Lakshmi",
    startedAt: builtAt,
    finishedAt: builtAt,
    state: "live",
    error: null,
  };
  const start = vi.fn();
  const site = {
    publisher: { live: () => live, building: () => undefined, start },
    store: { get: (id: number) => (id === 7 ? version : undefined) },
  } as unknown as Parameters<typeof republishForNoticeDays>[0];
  return { site, start, version };
}

describe("the notices' days", () => {
  it("publish the live version again on a notice's first day and on the day after its last", () => {
    const before = siteBuiltAt("2027-01-13T10:00:00Z");
    republishForNoticeDays(before.site, new Date("2027-01-14T00:40:00Z"));
    expect(before.start).toHaveBeenCalledWith(before.version, "the notices' dates");

    const during = siteBuiltAt("2027-01-14T01:00:00Z");
    republishForNoticeDays(during.site, new Date("2027-01-15T00:10:00Z"));
    expect(during.start).toHaveBeenCalledTimes(1);
  });

  it("leave the site alone on a day that shows the same notices", () => {
    const during = siteBuiltAt("2027-01-14T01:00:00Z");
    republishForNoticeDays(during.site, new Date("2027-01-14T12:00:00Z"));
    const after = siteBuiltAt("2027-01-15T01:00:00Z");
    republishForNoticeDays(after.site, new Date("2027-01-20T12:00:00Z"));
    expect(during.start).not.toHaveBeenCalled();
    expect(after.start).not.toHaveBeenCalled();
  });
});
