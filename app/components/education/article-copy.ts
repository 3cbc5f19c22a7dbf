import type { articlePageCopy } from "~/content/patient-education";

/** The article page's words as its loader sends them: route data cannot carry the reading-time function. */
export type ArticleCopy = Omit<typeof articlePageCopy, "readingTime">;
