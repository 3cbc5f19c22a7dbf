import { articleImage, type ArticleSummary, type RelatedArticle } from "./model";
import { pageText } from "../page-texts";
import { publishedArticleCards, publishedSummary } from "./published";

/**
 * A card's words are the hospital's to change at /staff/site/texts (page-texts.ts, decision 0067): its title,
 * excerpt and the picture's description. The slug, icon, category and picture stay the code's.
 */
function withEditableWords(card: ArticleSummary): ArticleSummary {
  const words = pageText(`page.article.${card.slug}`, {
    title: card.title,
    excerpt: card.excerpt,
    imageAlt: card.image.alt,
  });
  return { ...card, title: words.title, excerpt: words.excerpt, image: { ...card.image, alt: words.imageAlt } };
}

/** The eight article cards on /patient-education, in the specification's order. Each has a full page (decision 0026). */
const repositorySummaries: ArticleSummary[] = (
  [
    {
      id: 1,
      title: "Understanding Glaucoma",
      excerpt:
        "Glaucoma quietly damages the optic nerve, often with no pain and no early signs. Learn who is at risk, which tests find it, and how treatment protects the sight you have.",
      icon: "eye",
      slug: "understanding-glaucoma",
      category: "eye-conditions",
      image: articleImage(
        "understanding-glaucoma",
        "Illustration of a road that is clear in the middle and dark at the edges, the way glaucoma slowly takes away side vision",
      ),
    },
    {
      id: 2,
      title: "Cataract Surgery: A Patient's Guide",
      excerpt:
        "When a cloudy lens makes reading, cooking or night travel hard, a short operation can replace it with a clear artificial lens. What happens before, during and after surgery.",
      icon: "scan-eye",
      slug: "cataract-surgery-guide",
      category: "treatments",
      image: articleImage(
        "cataract-surgery-guide",
        "Illustration of a checklist, an artificial lens and an eye shield for cataract surgery",
      ),
    },
    {
      id: 3,
      title: "Healthy Vision Habits",
      excerpt:
        "Simple daily habits for screens, phones, harsh sun, dust and farm work, plus the 20-20-20 rule and the check-ups every family member needs.",
      icon: "sun",
      slug: "healthy-vision-habits",
      category: "eye-health",
      image: articleImage(
        "healthy-vision-habits",
        "Illustration of a desk with a laptop, a glass of water, a clock and sunglasses, beside a window with a tree far away",
      ),
    },
    {
      id: 4,
      title: "Diabetic Retinopathy",
      excerpt:
        "High blood sugar can harm the tiny blood vessels of the retina long before sight blurs. Why everyone with diabetes needs a yearly dilated eye check.",
      icon: "activity",
      slug: "diabetic-retinopathy",
      category: "eye-conditions",
      image: articleImage(
        "diabetic-retinopathy",
        "Illustration of the back of the eye showing the retina with small spots of bleeding from weak blood vessels",
      ),
    },
    {
      id: 5,
      title: "Eye Care for Children",
      excerpt:
        "When to get your child's eyes tested, signs of a weak or turning eye, and how outdoor play and less phone time help growing eyes.",
      icon: "baby",
      slug: "children-eye-care",
      category: "eye-health",
      image: articleImage(
        "children-eye-care",
        "Illustration of a girl in glasses reading a book, with an eye chart on the wall",
      ),
    },
    {
      id: 6,
      title: "LASIK Surgery Explained",
      excerpt:
        "How laser vision correction reshapes the cornea to reduce dependence on glasses, who is a suitable candidate, and what recovery is like.",
      icon: "zap",
      slug: "lasik-surgery-explained",
      category: "treatments",
      image: articleImage(
        "lasik-surgery-explained",
        "Illustration of a laser beam gently reshaping the clear front surface of the eye",
      ),
    },
    {
      id: 7,
      title: "Dry Eye Syndrome",
      excerpt:
        "Gritty, burning or watery eyes? Hot dry winds, fans, air-coolers and long screen hours can all leave the eyes short of healthy tears. Causes and relief.",
      icon: "droplets",
      slug: "dry-eye-syndrome",
      category: "eye-conditions",
      image: articleImage(
        "dry-eye-syndrome",
        "Illustration of an eye with drops falling from a bottle, under a hot sun",
      ),
    },
    {
      id: 8,
      title: "Nutrition for Eye Health",
      excerpt:
        "Green leafy vegetables, carrots, papaya, eggs and fish: everyday foods that support your eyes, and why controlling sugar matters more than any supplement.",
      icon: "apple",
      slug: "nutrition-eye-health",
      category: "eye-health",
      image: articleImage("nutrition-eye-health", "Illustration of a plate of spinach, carrots, papaya and eggs"),
    },
  ] satisfies ArticleSummary[]
).map(withEditableWords);

/** The repository's cards, then the articles the editors published (decision 0038). */
export const articleSummaries: ArticleSummary[] = [
  ...repositorySummaries,
  ...publishedArticleCards.map((card, index) => publishedSummary(card, index, "en")),
];

/** Related-article links built from the summaries, so titles and ids never drift apart. */
export function relatedArticles(...slugs: string[]): RelatedArticle[] {
  return slugs.map((slug) => {
    const summary = articleSummaries.find((s) => s.slug === slug);
    if (!summary) throw new Error(`No article summary for related slug "${slug}"`);
    return { id: summary.id, title: summary.title, slug: summary.slug };
  });
}
