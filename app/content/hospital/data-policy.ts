import { RETENTION_DAYS, RETENTION_SET_AT_BUILD } from "~/lib/data-retention";
import { confirmed, sample, sampleAt } from "./fact";

/**
 * How long the hospital keeps what its website's forms send (the privacy policy and the forms' notices state it,
 * the server applies it). The default is the issue's, not the hospital's: a sample until the hospital chooses. Not
 * one an editor corrects (no `sampleAt` key): the server erases by REQUEST_RETENTION_DAYS, so only the build may.
 */
export const retentionPeriodFact = RETENTION_SET_AT_BUILD
  ? confirmed(RETENTION_DAYS, "REQUEST_RETENTION_DAYS at build time")
  : sample(
      RETENTION_DAYS,
      "how many days the hospital keeps website requests before erasing them (set REQUEST_RETENTION_DAYS when building)",
      // How the privacy policies and the forms' notices write it (English, Telugu): what launch-check looks for.
      [`${RETENTION_DAYS} days`, `${RETENTION_DAYS} రోజుల`],
    );

/**
 * How the hospital handles what the forms send, as both privacy policies (/privacy-policy, /te/privacy-policy)
 * describe it. We wrote it from how this site works; only the hospital can say it is how it works in practice (whose
 * server, who at the desk, what happens to e-mailed copies). English sentences, shown on the English policy; the
 * Telugu policy says the same.
 */
export const privacyPracticesFact = sampleAt(
  "privacyPractices",
  {
    storage: "Your request is stored in the hospital's own database, on the hospital's own server.",
    access: "Only our front-desk staff can see your requests.",
    emailCopies:
      "Copies that reached the hospital's e-mail inbox are deleted there by our staff on the same schedule, and when you ask us to erase your details.",
    backups: "We may keep backup copies of the database, so that requests are not lost if a computer breaks.",
  },
  "confirmation that both privacy policies describe how the hospital really handles website requests: on its own server, seen only by named front-desk accounts, e-mailed copies deleted by hand on the same schedule and on request, backups taken with npm run db:backup",
);
