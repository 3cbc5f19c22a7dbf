import type { ReactNode } from "react";
import { site } from "~/content/site";

/** The staff pages' frame: the hospital's name, what this is, and (when signed in) a way out. */
export function StaffShell({ children, signOut }: { children: ReactNode; signOut?: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <div className="flex flex-wrap items-center justify-between gap-3 bg-brand-900 px-5 py-3 text-white">
        <p className="font-bold">{site.name} · Staff inbox</p>
        {signOut}
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">{children}</div>
    </div>
  );
}

export const staffButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
export const staffControl =
  "block min-h-11 rounded-lg border border-gray-400 bg-white px-3 text-base focus:outline-3 focus:outline-accent-600";
