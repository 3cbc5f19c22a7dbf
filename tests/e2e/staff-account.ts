/** The front-desk account the browser tests' server starts with (playwright.config.ts creates it). */
export const STAFF = { name: "Asha", password: "front desk test password" } as const;
