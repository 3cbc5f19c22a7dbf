import { RETENTION_DAYS, RETENTION_SET_AT_BUILD } from "~/lib/data-retention";
import { confirmed, sample } from "./fact";

/**
 * How long the hospital keeps what its website's forms send (the privacy policy and the forms' notices state it,
 * the server applies it). The default is the issue's, not the hospital's: a sample until the hospital chooses.
 */
export const retentionPeriodFact = RETENTION_SET_AT_BUILD
  ? confirmed(RETENTION_DAYS, "REQUEST_RETENTION_DAYS at build time")
  : sample(
      RETENTION_DAYS,
      "how many days the hospital keeps website requests before erasing them (set REQUEST_RETENTION_DAYS when building)",
    );
