import { randomBytes } from "node:crypto";
import { todayInIndia } from "~/lib/form-basics";
import { EMPTY_SITE_CONTENT, type EditorStory, type SiteContent } from "~/content/site-content";
import { storyForm } from "~/editor/site-content-schema";
import { parseStaffForm } from "~/staff/staff-forms";
import { exampleTestimonialFacts } from "~/content/testimonials";

/** The site's example stories, as the stories page lists them: each can be removed, none confirmed. */
export function exampleStories(content: SiteContent) {
  const removed = new Set(content.facts.removedExamples ?? []);
  return exampleTestimonialFacts.map((fact) => ({
    key: fact.key ?? "",
    name: fact.value.name,
    treatment: fact.value.treatment,
    quote: fact.value.quote,
    removed: removed.has(fact.key ?? ""),
  }));
}

/** Stories at most: the page shows them all, the home page its first three. */
export const STORY_LIMIT = 30;

export type StoryEdit = { ok: true; content: SiteContent; summary: string } | { ok: false; problem: string };

/**
 * Adds a patient's story (first, so real words lead the page and the home page's three) or removes one an editor
 * added (issue 28). A story goes on the site only with the patient's written consent ticked. The site's example
 * stories can only be removed (issue 39): no patient said them, so nothing an editor ticks can make them true.
 */
export function applyStoryEdit(
  previous: SiteContent | undefined,
  form: URLSearchParams,
  editor: string,
  now = new Date(),
): StoryEdit {
  const content: SiteContent = structuredClone(previous ?? EMPTY_SITE_CONTENT);
  const stories = (content.stories ??= []);
  const today = todayInIndia(now);
  if (form.get("intent") === "example-remove") {
    const key = form.get("key") ?? "";
    const example = exampleStories(content).find((entry) => entry.key === key);
    if (!example) return { ok: false, problem: "That example is not one the site has. Reload the page." };
    if (example.removed) return { ok: false, problem: "That example is removed already." };
    content.facts.removedExamples = [...(content.facts.removedExamples ?? []), key];
    return { ok: true, content, summary: `Example story removed: ${example.name} (${example.treatment})` };
  }
  if (form.get("intent") === "story-remove") {
    const story = stories.find((entry) => entry.id === form.get("id"));
    if (!story) return { ok: false, problem: "That story is not there any more." };
    content.stories = stories.filter((entry) => entry !== story);
    return { ok: true, content, summary: `Patient's story removed: ${story.en.name}` };
  }
  const parsed = parseStaffForm(storyForm, form);
  if (!parsed.ok) return parsed;
  const { data } = parsed;
  if (data.date > today) return { ok: false, problem: "The day the patient gave the story cannot be in the future." };
  if (stories.length >= STORY_LIMIT) {
    return { ok: false, problem: `${STORY_LIMIT} added stories is the most: remove one first.` };
  }
  const at = now.toISOString();
  const slug = data.enName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 24);
  const story: EditorStory = {
    id: `${slug || "story"}-${randomBytes(3).toString("hex")}`,
    en: { name: data.enName, town: data.enTown, treatment: data.enTreatment, quote: data.enQuote },
    te: { name: data.teName, town: data.teTown, treatment: data.teTreatment, quote: data.teQuote },
    rating: data.rating as EditorStory["rating"],
    date: data.date,
    consented: true,
    by: editor,
    on: today,
    enChanged: at,
    teChanged: at,
  };
  stories.unshift(story);
  return {
    ok: true,
    content,
    summary: `Patient's story added, with written consent: ${story.en.name} (${story.en.treatment}, ${story.rating} stars)`,
  };
}
