/**
 * An unknown service slug redirects to /services with this query; the services page then shows the 'Service not
 * found' toast and removes it from the address. One definition for the route, the page script and the toast
 * (kept apart from both, so the page script stays small).
 */
export const SERVICE_NOT_FOUND = { param: "notFound", value: "service" } as const;
// Written out, not built from SERVICE_NOT_FOUND: a template of its fields stays in the page script as dead code.
export const SERVICE_NOT_FOUND_REDIRECT = "/services?notFound=service";
