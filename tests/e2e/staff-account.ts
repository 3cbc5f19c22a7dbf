/** The front-desk accounts the browser tests' server starts with (playwright.config.ts creates them). */
export const STAFF = { name: "Asha", password: "front desk test password" } as const;
export const SECOND_STAFF = { name: "Ravi", password: "second desk test password" } as const;
/** The site editor's account (editor role only) on the editor's own server (tests/e2e/site-editor.spec.ts). */
export const EDITOR = { name: "Lakshmi", password: "site editor test password" } as const;
