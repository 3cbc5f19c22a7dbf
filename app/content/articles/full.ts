import { hasEquipment } from "../hospital/equipment";
import { longTextFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "../markdown-blocks";
import { town } from "../place";
import { articleByline } from "./byline";
import cataractSurgeryGuideSource from "./cataract-surgery-guide.md?raw";
import childrenEyeCareSource from "./children-eye-care.md?raw";
import dryEyeSyndromeSource from "./dry-eye-syndrome.md?raw";
import nutritionEyeHealthSource from "./nutrition-eye-health.md?raw";
import lasikSurgeryExplainedSource from "./lasik-surgery-explained.md?raw";
import diabeticRetinopathySource from "./diabetic-retinopathy.md?raw";
import healthyVisionHabitsSource from "./healthy-vision-habits.md?raw";
import { repositoryArticleSlugs } from "./index";
import { articleIn, articlesBySlug } from "./lookup";
import { publishedArticle } from "./published-full";
import { readingMinutesFor, type Article } from "./model";
import { articleSummaries, relatedArticles } from "./summaries";
import { withEditablePageWords } from "./page-words";
import { articleModifiedOn, editedArticleText } from "./texts-published";
import understandingGlaucomaSource from "./understanding-glaucoma.md?raw";

/**
 * The full articles: the specification's three (§5) and the five other cards of the list (decision 0026). Each is
 * by the hospital (./byline.ts), dated the day its text was first written here and last changed (git history), never
 * earlier. Their page
 * details here, their bodies in the Markdown files beside this module, read by ../markdown-blocks.ts.
 */

const diabeticRetinopathyBody = blocksFromMarkdown(
  editedArticleText("diabetic-retinopathy", "en", diabeticRetinopathySource),
  longTextFacts,
);

export const diabeticRetinopathy: Article = withEditablePageWords(
  {
    slug: "diabetic-retinopathy",
    title: "Diabetic Retinopathy: How Diabetes Affects Your Eyes",
    metaTitle: "Diabetic Retinopathy: Signs and Treatment",
    description: `Diabetes can harm the retina with no early warning. Learn the signs, who is at risk, and how a yearly dilated eye check in ${town} protects your sight.`,
    keywords: [
      "diabetic retinopathy",
      "diabetes eye check",
      "retina",
      "macular oedema",
      ...(hasEquipment("octScanner") ? ["OCT scan"] : []),
      "retina laser",
      "eye injection",
      `diabetic eye care ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-24",
    dateModified: articleModifiedOn("diabetic-retinopathy", "2026-11-27"),
    readingMinutes: readingMinutesFor(diabeticRetinopathyBody),
    content: diabeticRetinopathyBody,
    relatedServices: ["retina", "eye-examinations"],
    relatedArticles: relatedArticles("understanding-glaucoma", "healthy-vision-habits", "cataract-surgery-guide"),
  },
  articleSummaries,
);

const understandingGlaucomaBody = blocksFromMarkdown(
  editedArticleText("understanding-glaucoma", "en", understandingGlaucomaSource),
  longTextFacts,
);

export const understandingGlaucoma: Article = withEditablePageWords(
  {
    slug: "understanding-glaucoma",
    title: "Understanding Glaucoma: The Silent Thief of Sight",
    metaTitle: "Glaucoma: Causes, Tests and Treatment",
    description: `Glaucoma harms the optic nerve with no pain or early signs. Learn who is at risk, how eye pressure${hasEquipment("octScanner") ? " and OCT" : ""} tests find it, and how drops and laser help.`,
    keywords: [
      "glaucoma",
      "eye pressure",
      "optic nerve",
      "angle-closure glaucoma",
      "glaucoma test",
      ...(hasEquipment("visualFieldAnalyser") ? ["visual field test"] : []),
      `glaucoma treatment ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-24",
    dateModified: articleModifiedOn("understanding-glaucoma", "2026-11-25"),
    readingMinutes: readingMinutesFor(understandingGlaucomaBody),
    content: understandingGlaucomaBody,
    relatedServices: ["glaucoma", "eye-examinations"],
  },
  articleSummaries,
);

const healthyVisionHabitsBody = blocksFromMarkdown(
  editedArticleText("healthy-vision-habits", "en", healthyVisionHabitsSource),
  longTextFacts,
);

export const healthyVisionHabits: Article = withEditablePageWords(
  {
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
      `eye check-up ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-24",
    dateModified: articleModifiedOn("healthy-vision-habits", "2026-11-27"),
    readingMinutes: readingMinutesFor(healthyVisionHabitsBody),
    content: healthyVisionHabitsBody,
    relatedServices: ["eye-examinations", "refractive-error"],
  },
  articleSummaries,
);

const cataractSurgeryGuideBody = blocksFromMarkdown(
  editedArticleText("cataract-surgery-guide", "en", cataractSurgeryGuideSource),
  longTextFacts,
);

export const cataractSurgeryGuide: Article = withEditablePageWords(
  {
    slug: "cataract-surgery-guide",
    title: "Cataract Surgery: A Patient's Guide",
    metaTitle: "Cataract Surgery: Before, During and After",
    description: `When to have cataract surgery, what happens on the day, how to care for your eye afterwards, and the risks in plain words. For patients in ${town}.`,
    keywords: [
      "cataract surgery",
      "cataract operation",
      "artificial lens",
      "IOL",
      "after cataract surgery care",
      "cataract risks",
      `cataract surgery ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-25",
    dateModified: articleModifiedOn("cataract-surgery-guide", "2026-11-27"),
    readingMinutes: readingMinutesFor(cataractSurgeryGuideBody),
    content: cataractSurgeryGuideBody,
    relatedServices: ["cataract", "eye-examinations", "seniors"],
    relatedArticles: relatedArticles("diabetic-retinopathy", "understanding-glaucoma", "healthy-vision-habits"),
  },
  articleSummaries,
);

const childrenEyeCareBody = blocksFromMarkdown(
  editedArticleText("children-eye-care", "en", childrenEyeCareSource),
  longTextFacts,
);

export const childrenEyeCare: Article = withEditablePageWords(
  {
    slug: "children-eye-care",
    title: "Eye Care for Children: Checks, Squint and Safe Habits",
    metaTitle: "Children's Eye Care: When to Check and What to Watch",
    description:
      "When to get your child's eyes checked, signs of squint and lazy eye, a white glow in photos, time outdoors against short sight, and keeping eyes safe.",
    keywords: [
      "children's eye care",
      "child eye check",
      "squint",
      "lazy eye",
      "amblyopia",
      "myopia in children",
      "white pupil",
      `children's eye doctor ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-25",
    dateModified: articleModifiedOn("children-eye-care", "2026-11-27"),
    readingMinutes: readingMinutesFor(childrenEyeCareBody),
    content: childrenEyeCareBody,
    relatedServices: ["pediatric", "eye-examinations"],
    relatedArticles: relatedArticles("healthy-vision-habits", "nutrition-eye-health", "diabetic-retinopathy"),
  },
  articleSummaries,
);

const dryEyeSyndromeBody = blocksFromMarkdown(
  editedArticleText("dry-eye-syndrome", "en", dryEyeSyndromeSource),
  longTextFacts,
);

export const dryEyeSyndrome: Article = withEditablePageWords(
  {
    slug: "dry-eye-syndrome",
    title: "Dry Eye Syndrome: Causes, Relief and When to Worry",
    metaTitle: "Dry Eye: Causes, Home Care and Treatment",
    description:
      "Gritty, burning or watery eyes? Why hot dry winds, fans and screens dry the eyes, what helps at home, which drops to use, and when to see an eye doctor.",
    keywords: [
      "dry eye",
      "dry eye syndrome",
      "gritty eyes",
      "burning eyes",
      "artificial tears",
      "lubricating eye drops",
      "screen time eyes",
      `dry eye treatment ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-25",
    dateModified: articleModifiedOn("dry-eye-syndrome", "2026-11-25"),
    readingMinutes: readingMinutesFor(dryEyeSyndromeBody),
    content: dryEyeSyndromeBody,
    relatedServices: ["corneal", "eye-examinations"],
    relatedArticles: relatedArticles("healthy-vision-habits", "nutrition-eye-health", "lasik-surgery-explained"),
  },
  articleSummaries,
);

const nutritionEyeHealthBody = blocksFromMarkdown(
  editedArticleText("nutrition-eye-health", "en", nutritionEyeHealthSource),
  longTextFacts,
);

export const nutritionEyeHealth: Article = withEditablePageWords(
  {
    slug: "nutrition-eye-health",
    title: "Nutrition for Eye Health: Everyday Foods That Help Your Eyes",
    metaTitle: "Food for Healthy Eyes: Greens, Fruit and Sugar Control",
    description:
      "Greens, carrots, papaya, amla, eggs and fish: local foods that support your eyes, why sugar and blood pressure control matter most, and when tablets help.",
    keywords: [
      "nutrition for eyes",
      "food for eye health",
      "vitamin A",
      "green leafy vegetables",
      "night blindness",
      "diabetes diet eyes",
      "eye supplements",
      `eye health ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-25",
    dateModified: articleModifiedOn("nutrition-eye-health", "2026-11-25"),
    readingMinutes: readingMinutesFor(nutritionEyeHealthBody),
    content: nutritionEyeHealthBody,
    relatedServices: ["retina", "eye-examinations"],
    relatedArticles: relatedArticles("diabetic-retinopathy", "healthy-vision-habits", "children-eye-care"),
  },
  articleSummaries,
);

const lasikSurgeryExplainedBody = blocksFromMarkdown(
  editedArticleText("lasik-surgery-explained", "en", lasikSurgeryExplainedSource),
  longTextFacts,
);

export const lasikSurgeryExplained: Article = withEditablePageWords(
  {
    slug: "lasik-surgery-explained",
    title: "LASIK Surgery Explained: Who It Suits and What to Expect",
    metaTitle: "LASIK Explained: Suitability, Recovery and Risks",
    description:
      "How LASIK reshapes the cornea to reduce the need for glasses, who is a suitable candidate, the tests before it, recovery, and the risks in plain words.",
    keywords: [
      "LASIK",
      "LASIK surgery",
      "laser eye surgery",
      "LASIK suitability",
      "minus power",
      "astigmatism",
      "LASIK recovery",
      `LASIK ${town}`,
    ],
    author: articleByline.en.author,
    authorRole: articleByline.en.role,
    date: "2026-11-25",
    dateModified: articleModifiedOn("lasik-surgery-explained", "2026-11-25"),
    readingMinutes: readingMinutesFor(lasikSurgeryExplainedBody),
    content: lasikSurgeryExplainedBody,
    relatedServices: ["lasik-surgery-anantapur", "refractive-error", "corneal"],
    relatedArticles: relatedArticles("dry-eye-syndrome", "healthy-vision-habits", "cataract-surgery-guide"),
  },
  articleSummaries,
);

/** The slugs of the articles above (an editor's article is found by getArticle, not listed here). */
export { repositoryArticleSlugs };

/** Full article bodies. Kept apart from ./index so pages that only list articles do not ship them. */
export const articles = articlesBySlug([
  diabeticRetinopathy,
  understandingGlaucoma,
  healthyVisionHabits,
  cataractSurgeryGuide,
  childrenEyeCare,
  dryEyeSyndrome,
  nutritionEyeHealth,
  lasikSurgeryExplained,
]);

/** A repository article, or one the editors published (decision 0038). */
export const getArticle = (slug: string | undefined) => articleIn(articles, slug) ?? publishedArticle(slug, "en");
