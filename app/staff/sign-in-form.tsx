import { StaffShell, staffButton, staffControl, staffLabel } from "./staff-shell";

/** The desk's sign-in: each person's own name and password, the session's CSRF token, and why the last try failed. */
export function SignInForm({
  csrf,
  error,
  noAccounts,
  name,
  next,
  ended,
}: {
  csrf: string;
  error?: string | undefined;
  noAccounts?: boolean;
  /** The name as typed before a refused password. */
  name?: string | undefined;
  /** Where signing in returns to. */
  next?: string | undefined;
  /** The session had ended: say so, and whether a change will be offered again. */
  ended?: { lostChange: boolean } | undefined;
}) {
  return (
    <StaffShell>
      <h1 className="text-3xl font-bold">Staff sign in</h1>
      {noAccounts ? (
        <p className="mt-4 max-w-prose rounded-lg border border-gray-300 bg-white p-3">
          No staff account exists yet. Whoever runs the server creates the first one with{" "}
          <code>npm run staff:add -- &quot;Your name&quot;</code> (see docs/operations.md).
        </p>
      ) : null}
      {ended ? (
        <p
          role="status"
          className="mt-4 max-w-prose rounded-lg border-2 border-accent-700 bg-accent-100 p-3 font-semibold"
        >
          Your session has ended, so you were signed out.{" "}
          {ended.lostChange
            ? "The change you were making was not saved: sign in and it will be offered to you again."
            : "Sign in to go back to where you were."}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 font-semibold text-urgent-700">
          {error}
        </p>
      ) : null}
      <form method="post" action="/staff/login" className="mt-6 max-w-sm space-y-4">
        <input name="csrf" value={csrf} type="hidden" />
        {next ? <input name="next" value={next} type="hidden" /> : null}
        <div>
          <label htmlFor="name" className={staffLabel}>
            Your name
          </label>
          <input id="name" name="name" autoComplete="username" required defaultValue={name} className={staffControl} />
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
