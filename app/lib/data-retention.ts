/**
 * How many days the site keeps an appointment request or contact message before erasing it (issue 15, DPDP Act
 * 2023: no longer than the purpose needs). Fixed at build time (REQUEST_RETENTION_DAYS) so that the privacy policy
 * and the forms' notices state the period the server applies; the server refuses a longer one. Unset, the default
 * stands, and app/content/hospital/data-policy.ts lists it as a sample for the hospital to confirm.
 */
export const DEFAULT_RETENTION_DAYS = 180;

/**
 * The least and the most an editor may set (content/hospital/data-policy.ts): a month to call back and arrange a
 * visit, and no more than a year (the DPDP Rules' one year for processing logs, decision 0056; the data itself only
 * as long as its purpose needs).
 */
export const RETENTION_BOUNDS = [30, 365] as const;

/** Whether REQUEST_RETENTION_DAYS was given at build time (the hospital's own choice). */
export const RETENTION_SET_AT_BUILD = typeof __RETENTION_DAYS__ === "number" && __RETENTION_DAYS__ > 0;

export const RETENTION_DAYS: number = RETENTION_SET_AT_BUILD ? (__RETENTION_DAYS__ as number) : DEFAULT_RETENTION_DAYS;
