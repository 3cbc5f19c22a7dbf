import { longTextFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "../markdown-blocks";
import source from "./understanding-glaucoma.md?raw";
import { site } from "../site";
import { articleImage, readingMinutesFor, type Article } from "./model";

const content = blocksFromMarkdown(source, longTextFacts);

export const understandingGlaucoma: Article = {
  slug: "understanding-glaucoma",
  title: "Understanding Glaucoma: The Silent Thief of Sight",
  metaTitle: "Glaucoma: Causes, Tests and Treatment",
  description:
    "Glaucoma harms the optic nerve with no pain or early signs. Learn who is at risk, how eye pressure and OCT tests find it, and how drops and laser help.",
  keywords: [
    "glaucoma",
    "eye pressure",
    "optic nerve",
    "angle-closure glaucoma",
    "glaucoma test",
    "visual field test",
    "glaucoma treatment Anantapur",
  ],
  featuredImage: articleImage(
    "understanding-glaucoma",
    "Illustration of a road that is clear in the middle and dark at the edges, the way glaucoma slowly takes away side vision",
  ),
  author: site.leadDoctor.name,
  authorRole: site.leadDoctor.role,
  date: "2026-03-10",
  dateModified: "2026-08-04",
  readingMinutes: readingMinutesFor(content),
  content,
};
