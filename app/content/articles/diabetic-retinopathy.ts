import { longTextFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "../markdown-blocks";
import source from "./diabetic-retinopathy.md?raw";
import { site } from "../site";
import { articleImage, readingMinutesFor, type Article } from "./model";
import { relatedArticles } from "./summaries";

const content = blocksFromMarkdown(source, longTextFacts);

export const diabeticRetinopathy: Article = {
  slug: "diabetic-retinopathy",
  title: "Diabetic Retinopathy: How Diabetes Affects Your Eyes",
  metaTitle: "Diabetic Retinopathy: Signs and Treatment",
  description:
    "Diabetes can harm the retina with no early warning. Learn the signs, who is at risk, and how a yearly dilated eye check in Anantapur protects your sight.",
  keywords: [
    "diabetic retinopathy",
    "diabetes eye check",
    "retina",
    "macular oedema",
    "OCT scan",
    "retina laser",
    "eye injection",
    "diabetic eye care Anantapur",
  ],
  featuredImage: articleImage(
    "diabetic-retinopathy",
    "Illustration of the back of the eye showing the retina with small spots of bleeding from weak blood vessels",
  ),
  author: site.leadDoctor.name,
  authorRole: site.leadDoctor.role,
  date: "2026-02-16",
  dateModified: "2026-07-08",
  readingMinutes: readingMinutesFor(content),
  content,
  relatedArticles: relatedArticles("understanding-glaucoma", "healthy-vision-habits", "cataract-surgery-guide"),
};
