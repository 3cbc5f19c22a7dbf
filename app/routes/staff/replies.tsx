import { redirect } from "react-router";
import { StaffShell, staffButton, staffControl, staffLabel } from "~/staff/staff-shell";
import { builtInQuickReplies } from "~/desk/staff-replies";
import { site } from "~/content/site";
import { QUICK_REPLY_LIMIT, quickReplyForm } from "~/desk/desk-forms";
import { parseStaffForm } from "~/staff/staff-forms";
import type { QuickReply } from "~/desk/request-store.server";
import {
  requireAccount,
  signedInStaff,
  staffAction,
  staffLoader,
  staffPageHeaders,
  staffRefusal,
  type StaffFormArgs,
} from "~/staff/staff.server";
import type { Route } from "./+types/replies";

/**
 * /staff/replies: the desk's quick replies, written once in English and Telugu and sent from any request's page on
 * WhatsApp in the patient's language ("Bring your old glasses and any eye drops"). The two built from the hospital's
 * facts (how to reach us, the hours) are shown, not edited: an editor changes the facts.
 */
export const loader = staffLoader(async ({ request, context }: Route.LoaderArgs) => {
  const visit = await signedInStaff(request, context, "desk");
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    staff: visit.account.name,
    csrf: visit.csrf,
    replies: visit.access.store.quickReplies(),
    saved: saved === "deleted" ? "Quick reply deleted." : saved ? "Quick reply saved." : null,
  };
});

/** POST intent=save (with an id: a change) or intent=delete. */
export const action = staffAction("staff-form", async (args: StaffFormArgs<Route.ActionArgs>) => {
  const visit = requireAccount(args.visit, "/staff/replies", "desk");
  const parsed = parseStaffForm(quickReplyForm, args.form);
  if (!parsed.ok) return staffRefusal(400, parsed.problem);
  const { store } = visit.access;
  const form = parsed.data;
  if (form.intent === "delete") {
    if (!(await store.deleteQuickReply(form.id))) return staffRefusal(404, "That quick reply was already deleted.");
    await store.log({ staff: visit.account.name, action: "Quick reply deleted", detail: `#${form.id}` });
    return redirect("/staff/replies?saved=deleted", 303);
  }
  const saved = await store.saveQuickReply(form, visit.account.name);
  if (!saved) return staffRefusal(404, "That quick reply was deleted meanwhile.");
  await store.log({ staff: visit.account.name, action: "Quick reply saved", detail: form.title });
  return redirect("/staff/replies?saved=1", 303);
});

export const handle = { staffPage: true };
export const headers: Route.HeadersFunction = staffPageHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `Quick replies | ${site.name} front desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffReplies({ loaderData }: Route.ComponentProps) {
  const { staff, csrf, replies, saved } = loaderData;
  return (
    <StaffShell signedIn={{ name: staff, csrf, current: "replies" }}>
      <h1 className="text-3xl font-bold">Quick replies</h1>
      <p className="mt-2 max-w-prose">
        Write a reply once, in English and in Telugu; on any request&apos;s page it opens WhatsApp in the patient&apos;s
        language, starting with their name and the hospital&apos;s. Never a price, a date or advice about someone&apos;s
        eyes that the doctor has not given.
      </p>
      {saved ? (
        <p role="status" className="mt-3 rounded-lg border-2 border-green-800 bg-green-50 p-3 font-semibold">
          {saved}
        </p>
      ) : null}
      <section aria-labelledby="new-reply" className="mt-4 rounded-xl border border-gray-300 bg-white p-4">
        <h2 id="new-reply" className="text-xl font-bold">
          Add a quick reply
        </h2>
        <ReplyForm csrf={csrf} />
      </section>
      <section aria-labelledby="own-replies" className="mt-4 space-y-3">
        <h2 id="own-replies" className="text-xl font-bold">
          The desk&apos;s replies ({replies.length})
        </h2>
        {replies.map((reply) => (
          <div key={reply.id} className="rounded-xl border border-gray-300 bg-white p-4">
            <ReplyForm csrf={csrf} reply={reply} />
          </div>
        ))}
      </section>
      <section aria-labelledby="built-in" className="mt-4">
        <h2 id="built-in" className="text-xl font-bold">
          Written from the hospital&apos;s facts
        </h2>
        <ul className="mt-2 space-y-2">
          {builtInQuickReplies().map((reply) => (
            <li key={reply.title} className="rounded-xl border border-gray-300 bg-white p-3">
              <strong>{reply.title}</strong>
              <p className="[overflow-wrap:anywhere]">{reply.en}</p>
              <p lang="te" className="[overflow-wrap:anywhere]">
                {reply.te}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </StaffShell>
  );
}

/** One reply's fields: a new one, or an existing one with Save and Delete. */
function ReplyForm({ csrf, reply }: { csrf: string; reply?: QuickReply }) {
  const id = reply ? `reply-${reply.id}` : "reply-new";
  return (
    <form method="post" className="mt-2 space-y-2">
      <input type="hidden" name="csrf" value={csrf} />
      {reply ? <input type="hidden" name="id" value={reply.id} /> : null}
      <div>
        <label htmlFor={`${id}-title`} className={staffLabel}>
          Name on the button
        </label>
        <input
          id={`${id}-title`}
          name="title"
          required
          maxLength={60}
          defaultValue={reply?.title}
          className={staffControl}
        />
      </div>
      <div className="grid gap-2 lg:grid-cols-2">
        <div>
          <label htmlFor={`${id}-en`} className={staffLabel}>
            In English
          </label>
          <textarea
            id={`${id}-en`}
            name="en"
            required
            maxLength={QUICK_REPLY_LIMIT}
            rows={3}
            defaultValue={reply?.en}
            className={`${staffControl} py-2`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-te`} className={staffLabel}>
            In Telugu
          </label>
          <textarea
            id={`${id}-te`}
            name="te"
            lang="te"
            required
            maxLength={QUICK_REPLY_LIMIT}
            rows={3}
            defaultValue={reply?.te}
            className={`${staffControl} py-2`}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="save" className={staffButton}>
          {reply ? `Save "${reply.title}"` : "Add this reply"}
        </button>
        {reply ? (
          <button
            type="submit"
            name="intent"
            value="delete"
            formNoValidate
            className="min-h-11 rounded-lg border-2 border-urgent-700 bg-white px-4 font-semibold text-urgent-700"
          >
            Delete
          </button>
        ) : null}
      </div>
    </form>
  );
}
