import { RETENTION_BOUNDS, RETENTION_DAYS, RETENTION_SET_AT_BUILD } from "../../lib/data-retention";
import { sampleAt } from "./fact";

/**
 * How long the hospital keeps what its website's forms send (issue 40: content, not a server setting). The privacy
 * policy and the forms' notices state the live version's period, and the server erases by that same period
 * (server/retention.ts, `liveRetentionDays`). REQUEST_RETENTION_DAYS at build time only sets the default; without
 * it the default is the issue's, a sample until the hospital chooses.
 */
export const retentionPeriodFact = sampleAt<number>(
  "retentionPeriod",
  RETENTION_DAYS,
  `how many days the hospital keeps website requests before erasing them (${RETENTION_BOUNDS[0]} to ${RETENTION_BOUNDS[1]}: long enough to call back and arrange the visit, no longer than that needs)`,
  {
    range: RETENTION_BOUNDS,
    // How the privacy policies and the forms' notices write it (English, Telugu): what launch-check looks for.
    shownAs: [`${RETENTION_DAYS} days`, `${RETENTION_DAYS} రోజుల`],
    ...(RETENTION_SET_AT_BUILD ? { given: "REQUEST_RETENTION_DAYS at build time" } : {}),
  },
);

/** The days the pages state, and the server applies, before a request is erased. */
export const retentionDays: number = retentionPeriodFact.value;

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

/**
 * How many days the hospital takes, at most, to answer a request about someone's details (see, correct, erase) or a
 * grievance, as both privacy policies state it. The Digital Personal Data Protection Rules 2025 allow up to 90; 30 is
 * ours, a sample until the hospital says it can keep it.
 */
export const privacyResponseDaysFact = sampleAt(
  "privacyResponseDays",
  30,
  "how many days at most the hospital's privacy contact (the administrator) takes to answer a request about someone's details or a grievance (the DPDP Rules allow up to 90)",
  { shownAs: ["within 30 days", "30 రోజుల్లోపు"] },
);
