import { StaffShell, staffButton, staffControl, staffLabel } from "./staff-shell";

/** The desk's sign-in: each person's own name and password, the session's CSRF token, and why the last try failed. */
export function SignInForm({ csrf, error, noAccounts }: { csrf: string; error?: string; noAccounts?: boolean }) {
  return (
    <StaffShell>
      <h1 className="text-3xl font-bold">Staff sign in</h1>
      {noAccounts ? (
        <p className="mt-4 max-w-prose rounded-lg border border-gray-300 bg-white p-3">
          No staff account exists yet. Whoever runs the server creates the first one with{" "}
          <code>npm run staff:add -- &quot;Your name&quot;</code> (see the README).
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 font-semibold text-urgent-700">
          {error}
        </p>
      ) : null}
      <form method="post" action="/staff/login" className="mt-6 max-w-sm space-y-4">
        <input name="csrf" value={csrf} type="hidden" />
        <div>
          <label htmlFor="name" className={staffLabel}>
            Your name
          </label>
          <input id="name" name="name" autoComplete="username" required className={staffControl} />
        </div>
        <div>
          <label htmlFor="password" className={staffLabel}>
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={staffControl}
          />
        </div>
        <button type="submit" className={staffButton}>
          Sign in
        </button>
      </form>
    </StaffShell>
  );
}
