import { StaffShell, staffButton, staffControl } from "./staff-shell";

/** The inbox's sign-in: one password, the session's CSRF token, and why the last try failed. */
export function SignInForm({ csrf, error }: { csrf: string; error?: string }) {
  return (
    <StaffShell>
      <h1 className="text-3xl font-bold">Staff sign in</h1>
      {error ? (
        <p role="alert" className="mt-4 font-semibold text-urgent-700">
          {error}
        </p>
      ) : null}
      <form method="post" action="/staff/login" className="mt-6 max-w-sm space-y-4">
        <input name="csrf" value={csrf} type="hidden" />
        <div>
          <label htmlFor="password" className="block font-semibold">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={`${staffControl} w-full`}
          />
        </div>
        <button type="submit" className={staffButton}>
          Sign in
        </button>
      </form>
    </StaffShell>
  );
}
