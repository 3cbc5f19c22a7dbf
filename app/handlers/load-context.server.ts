import type { ActionLimits } from "./action-policy.server";
import type { RequestIntake } from "./request-intake.server";
import type { StaffAccess } from "../staff/staff.server";
import type { SiteEditing } from "../editor/site-editing.server";

/**
 * What the server shell (server/app.ts, getLoadContext) gives every loader and action, declared once. Each part is
 * absent where there is no shell: while prerendering, and in unit tests that do without it.
 */
declare module "react-router" {
  interface AppLoadContext {
    /** The per-address counters the action policies use (action-policy.server.ts). */
    limits?: ActionLimits;
    /** The visitor's address as the limiters key it (an IPv6 address by its /56). */
    clientAddress?: string;
    /**
     * Closes the connection after this answer, the rest of the request's body unread: an action that answers before
     * reading all of it calls this (action-policy.server.ts, decision 0050), or Node would read on to its end.
     */
    closeAfterAnswer?: () => void;
    /** Where patients' requests go (request-intake.server.ts). */
    intake?: RequestIntake;
    /** The front desk's store, accounts and settings (staff.server.ts). */
    staff?: StaffAccess;
    /** The site editor's versions and publishing (site-editing.server.ts). */
    site?: SiteEditing;
  }
}

export type { AppLoadContext } from "react-router";
