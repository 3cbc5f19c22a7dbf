// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, createRoutesStub, useActionData, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "~/lib/form-basics";
import type { AddressLimiter } from "~/handlers/action-policy.server";
import type { RequestStore } from "~/desk/request-store.server";
import { action as bookAction } from "./book";
import { action as contactAction } from "./contact";
import { action as staffRequestAction } from "./staff/request";

/*
 * The form actions in memory (React Router's createRoutesStub), beside the real-server tests in tests/server/: a
 * form posted as a browser without JavaScript posts it, the action as the route exports it (its policy included),
 * and the page or redirect that comes back.
 */

afterEach(cleanup);

/** A limiter that lets everything through, or refuses from the first post. */
const limiter = (limit = 100): AddressLimiter => {
  let count = 0;
  return { limit, hit: async () => ({ count: ++count, resetAt: new Date(Date.now() + 60_000) }), undo: async () => {} };
};

function memoryStore() {
  const stored: { kind: string; name: string }[] = [];
  const add = async (kind: string, request: { name: string }) => {
    stored.push({ kind, name: request.name });
    return { id: stored.length } as never;
  };
  const store = {
    addAppointment: (request: { name: string }) => add("appointment", request),
    addContact: (message: { name: string }) => add("contact", message),
  } as unknown as RequestStore;
  return { store, stored };
}

function context(store: RequestStore, submissions = limiter()) {
  return { limits: { submissions, signInFailures: limiter() }, clientAddress: "203.0.113.7", intake: { store } };
}

/** Where the stub landed, and what the action answered if it stayed. */
function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function FormPage({ fields }: { fields: Record<string, string> }) {
  const reply = useActionData() as { problem?: string } | undefined;
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} name={name} defaultValue={value} aria-label={name} />
      ))}
      <button type="submit">Send</button>
      {reply?.problem ? <p role="alert">Sent back: {reply.problem}</p> : null}
    </Form>
  );
}

const booking = { name: "Lakshmi Devi", phone: "98480 12345", date: addDays(todayInIndia(), 3), message: "" };
const message = {
  name: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "9440012345",
  subject: "Timings",
  service: "checkup",
  message: "Are you open on Saturday evening?",
};

describe("the public forms' actions, posted without JavaScript", () => {
  for (const [path, action, fields, kind] of [
    ["/book", bookAction, booking, "appointment"],
    ["/contact", contactAction, message, "contact"],
  ] as const) {
    it(`${path} stores the ${kind} and goes to the confirmation`, async () => {
      const { store, stored } = memoryStore();
      const Stub = createRoutesStub(
        [
          { path, action, Component: () => <FormPage fields={fields} /> },
          { path: "/request-received", Component: Landed },
        ],
        context(store) as never,
      );
      render(<Stub initialEntries={[path]} />);
      await userEvent.click(screen.getByRole("button", { name: "Send" }));
      expect(await screen.findByText(`Landed on /request-received?kind=${kind}`)).toBeTruthy();
      expect(stored).toEqual([{ kind, name: fields.name }]);
    });
  }

  it("sends the form back, stored nowhere, when the phone number is not one, or the address is over its limit", async () => {
    const { store, stored } = memoryStore();
    const Stub = createRoutesStub(
      [{ path: "/book", action: bookAction, Component: () => <FormPage fields={{ ...booking, phone: "12345" }} /> }],
      context(store) as never,
    );
    render(<Stub initialEntries={["/book"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Sent back: invalid");

    const Limited = createRoutesStub(
      [{ path: "/book", action: bookAction, Component: () => <FormPage fields={booking} /> }],
      context(store, limiter(0)) as never,
    );
    render(<Limited initialEntries={["/book"]} />);
    await userEvent.click(screen.getAllByRole("button", { name: "Send" }).at(-1)!);
    expect((await screen.findAllByRole("alert")).at(-1)!.textContent).toBe("Sent back: rate-limited");
    expect(stored).toEqual([]);
  });
});

describe("a front-desk action", () => {
  it("keeps a change posted after the session ended and sends the person to sign in, then back", async () => {
    const Stub = createRoutesStub(
      [
        {
          path: "/staff/requests/:id",
          action: staffRequestAction as never,
          Component: () => <FormPage fields={{ intent: "status", status: "no_answer", from: "new", seen: "" }} />,
        },
        { path: "/staff/login", Component: Landed },
      ],
      { staff: { store: {}, directory: {}, sessionSecrets: ["test"], secureCookies: false } } as never,
    );
    render(<Stub initialEntries={["/staff/requests/12"]} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Landed on /staff/login?next=%2Fstaff%2Frequests%2F12&ended=1")).toBeTruthy();
  });
});
