import type { ReactNode } from "react";
import type { StaffRole } from "~/staff/staff-roles";
import { StaffShell } from "../staff/staff-shell";

/** A link in the editor's pages: underlined, and tall enough to tap. */
export const siteLink = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";

/** One of the site editor's own pages (facts, articles, services, FAQs, photographs): the way back, then its title. */
export function SiteSubpage({
  staff,
  roles,
  csrf,
  title,
  children,
}: {
  staff: string;
  roles: StaffRole[];
  csrf: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <StaffShell signedIn={{ name: staff, csrf, current: "site", roles }}>
      <p>
        <a href="/staff/site" className={siteLink}>
          ← Back to the site editor (publish from there)
        </a>
      </p>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </StaffShell>
  );
}
