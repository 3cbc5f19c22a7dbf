/** The front-desk accounts the browser tests' server starts with (playwright.config.ts creates them). */
export const STAFF = { name: "Asha", password: "front desk test password" } as const;
export const SECOND_STAFF = { name: "Ravi", password: "second desk test password" } as const;
