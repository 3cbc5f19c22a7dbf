/**
 * How many days the site keeps an appointment request or contact message before erasing it (issue 15, DPDP Act
 * 2023: no longer than the purpose needs). Fixed at build time (REQUEST_RETENTION_DAYS, default 180) so that the
 * privacy policy and the forms' notices state the period the server applies; the server refuses a longer one.
 */
export const DEFAULT_RETENTION_DAYS = 180;

export const RETENTION_DAYS: number =
  typeof __RETENTION_DAYS__ === "number" && __RETENTION_DAYS__ > 0 ? __RETENTION_DAYS__ : DEFAULT_RETENTION_DAYS;
