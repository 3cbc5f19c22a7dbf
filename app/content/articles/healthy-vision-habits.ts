import { longTextFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "../markdown-blocks";
import source from "./healthy-vision-habits.md?raw";
import { site } from "../site";
import { articleImage, readingMinutesFor, type Article } from "./model";

const content = blocksFromMarkdown(source, longTextFacts);

export const healthyVisionHabits: Article = {
  slug: "healthy-vision-habits",
  title: "Healthy Vision Habits: Everyday Care for Your Eyes",
  metaTitle: "Healthy Vision Habits & the 20-20-20 Rule",
  description:
    "Everyday eye care for screens, harsh sun, dust and farm work: the 20-20-20 rule, UV sunglasses, eye-friendly food and how often to get your eyes checked.",
  keywords: [
    "healthy vision habits",
    "20-20-20 rule",
    "digital eye strain",
    "screen time eyes",
    "UV sunglasses",
    "eye protection",
    "eye check-up Anantapur",
  ],
  featuredImage: articleImage(
    "healthy-vision-habits",
    "Illustration of a desk with a laptop, a glass of water, a clock and sunglasses, beside a window with a tree far away",
  ),
  author: `Clinical team, ${site.name}`,
  authorRole: `Eye doctors and optometrists at ${site.name}`,
  date: "2026-04-21",
  dateModified: "2026-09-15",
  readingMinutes: readingMinutesFor(content),
  content,
};
