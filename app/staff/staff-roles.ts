/**
 * What a staff account may do (issue 28). "desk": requests and the day's work (/staff). "editor": the site's
 * content (/staff/site). One person may have both.
 */
export const STAFF_ROLES = ["desk", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** "desk,editor" (as the command line and the database write roles) → the roles, or undefined if one is unknown. */
export function parseRoles(text: string): StaffRole[] | undefined {
  const names = [...new Set(text.split(",").map((name) => name.trim().toLowerCase()))].filter(Boolean);
  if (names.length === 0 || !names.every((name) => (STAFF_ROLES as readonly string[]).includes(name))) return undefined;
  return STAFF_ROLES.filter((role) => names.includes(role));
}
