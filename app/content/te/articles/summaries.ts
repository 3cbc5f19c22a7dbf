import type { ArticleSummary, RelatedArticle } from "~/content/articles/model";
import { publishedArticleCards, publishedSummary } from "~/content/articles/published";
import { articleSummaries as englishSummaries } from "~/content/articles/summaries";
import { pageText } from "~/content/page-texts";
import type { Searchable } from "~/lib/article-search";

/** The words of one card in Telugu: title, excerpt and the illustration's alt text. */
interface CardWords {
  title: string;
  excerpt: string;
  imageAlt: string;
}

/**
 * Telugu words of the eight cards, by slug. Everything else on a card (id, icon, slug, category, picture) is the
 * English card's.
 */
const words: Record<string, CardWords> = {
  "understanding-glaucoma": {
    title: "గ్లాకోమా (నీటి కాసులు) గురించి తెలుసుకోండి",
    excerpt:
      "గ్లాకోమా కంటి నరాన్ని (Optic nerve) చప్పుడు లేకుండా పాడుచేస్తుంది. చాలాసార్లు నొప్పి ఉండదు, మొదట్లో ఏ లక్షణాలూ కనిపించవు. ఎవరికి ప్రమాదం ఎక్కువ, ఏ పరీక్షలతో ఇది బయటపడుతుంది, చికిత్స మీకు ఉన్న చూపును ఎలా కాపాడుతుంది అనేది తెలుసుకోండి.",
    imageAlt: "మధ్యలో స్పష్టంగా, అంచుల్లో చీకటిగా ఉన్న రోడ్డు బొమ్మ: గ్లాకోమా పక్క చూపును నెమ్మదిగా ఇలాగే తగ్గిస్తుంది",
  },
  "cataract-surgery-guide": {
    title: "కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్: రోగులు తెలుసుకోవాల్సినవి",
    excerpt:
      "కంటిలోని లెన్స్ మసకబారి చదవడం, వంట చేయడం, రాత్రి ప్రయాణం కష్టమైనప్పుడు, చిన్న ఆపరేషన్‌తో దాని స్థానంలో స్పష్టమైన కృత్రిమ లెన్స్ (IOL) పెడతారు. ఆపరేషన్‌కు ముందు, ఆపరేషన్ సమయంలో, తర్వాత ఏం జరుగుతుందో తెలుసుకోండి.",
    imageAlt: "శుక్లం ఆపరేషన్ కోసం చెక్‌లిస్ట్, కృత్రిమ లెన్స్, కంటి కవచం ఉన్న బొమ్మ",
  },
  "healthy-vision-habits": {
    title: "చూపును కాపాడే మంచి అలవాట్లు",
    excerpt:
      "స్క్రీన్లు, ఫోన్లు, మండే ఎండ, దుమ్ము, పొలం పనుల మధ్య కళ్ళ కోసం రోజూ పాటించే తేలికైన అలవాట్లు. దానితో పాటు 20-20-20 నియమం, ఇంట్లో ప్రతి ఒక్కరూ చేయించుకోవాల్సిన కంటి పరీక్షలు.",
    imageAlt: "ల్యాప్‌టాప్, నీళ్ళ గ్లాసు, గడియారం, కూలింగ్ గ్లాసులు ఉన్న బల్ల బొమ్మ; పక్కన కిటికీ, దాని బయట దూరంగా ఒక చెట్టు",
  },
  "diabetic-retinopathy": {
    title: "షుగర్ కంటి జబ్బు (డయాబెటిక్ రెటినోపతి)",
    excerpt:
      "రక్తంలో షుగర్ ఎక్కువగా ఉంటే, చూపు మసకబారక చాలా ముందే రెటీనా (కంటి తెర)లోని చిన్న రక్తనాళాలు పాడవ్వొచ్చు. షుగర్ (మధుమేహం) ఉన్న ప్రతి ఒక్కరూ ఏటా ఒకసారి చుక్కలు వేసి చేసే కంటి పరీక్ష (Dilated eye examination) ఎందుకు చేయించుకోవాలో తెలుసుకోండి.",
    imageAlt: "కంటి లోపలి వెనుక భాగం బొమ్మ: బలహీనమైన రక్తనాళాల నుండి రక్తం కారిన చిన్న మచ్చలతో రెటీనా",
  },
  "children-eye-care": {
    title: "పిల్లల కళ్ళ సంరక్షణ",
    excerpt:
      "మీ పిల్లల కళ్ళకు ఎప్పుడు పరీక్ష చేయించాలి, సోమరి కన్ను (Lazy eye), మెల్లకన్ను (Squint) లక్షణాలు ఎలా ఉంటాయి, బయట ఆడుకోవడం, ఫోన్ తక్కువగా చూడటం ఎదిగే కళ్ళకు ఎలా మేలు చేస్తాయి.",
    imageAlt: "కళ్ళద్దాలు పెట్టుకుని పుస్తకం చదువుతున్న పాప బొమ్మ; గోడ మీద కంటి పరీక్ష చార్ట్",
  },
  "lasik-surgery-explained": {
    title: "లాసిక్ ఆపరేషన్ గురించి వివరంగా",
    excerpt: "లేజర్‌తో కార్నియా ఆకారాన్ని సరిచేసి కళ్ళద్దాల మీద ఆధారపడటాన్ని ఎలా తగ్గిస్తారు, ఈ ఆపరేషన్ ఎవరికి సరిపోతుంది, తర్వాత కోలుకోవడం ఎలా ఉంటుంది.",
    imageAlt: "కంటి ముందు ఉండే తేటైన కిటికీ లాంటి కార్నియా ఆకారాన్ని లేజర్ కిరణం మెల్లగా సరిచేస్తున్న బొమ్మ",
  },
  "dry-eye-syndrome": {
    title: "కళ్ళు పొడిబారడం (Dry Eye)",
    excerpt:
      "కళ్ళలో ఇసుక పడినట్టు, మంటగా ఉందా, నీళ్ళు కారుతున్నాయా? వేడి పొడి గాలి, ఫ్యాన్లు, కూలర్లు, గంటల తరబడి స్క్రీన్ చూడటం వల్ల కళ్ళకు సరిపడా మంచి కన్నీళ్ళు ఉండకపోవచ్చు. కారణాలు, ఉపశమనం తెలుసుకోండి.",
    imageAlt: "మండే ఎండ కింద, సీసా నుండి చుక్కలు పడుతున్న కన్ను బొమ్మ",
  },
  "nutrition-eye-health": {
    title: "కంటి ఆరోగ్యానికి మంచి ఆహారం",
    excerpt:
      "ఆకుకూరలు, క్యారెట్, బొప్పాయి, గుడ్లు, చేపలు: కళ్ళకు మేలు చేసే రోజువారీ ఆహారం. ఏ సప్లిమెంట్ మాత్రల కంటే షుగర్‌ను అదుపులో ఉంచుకోవడం ఎందుకు ముఖ్యమో తెలుసుకోండి.",
    imageAlt: "పాలకూర, క్యారెట్, బొప్పాయి, గుడ్లు ఉన్న పళ్ళెం బొమ్మ",
  },
};

/** A card's Telugu words, with what the editors changed (the twin of the English card's block). */
function wordsFor(slug: string): CardWords {
  const card = words[slug];
  if (!card) throw new Error(`No Telugu words for the article card "${slug}"`);
  return pageText(`telugu.page.article.${slug}`, card);
}

/**
 * The eight article cards on /te/patient-education, in the English order. Each also carries its English title
 * as extra search words (`searchAlso`, not shown), so an English term a Telugu reader types finds it too.
 */
export const articleSummaries: (ArticleSummary & Required<Pick<Searchable, "searchAlso">>)[] = englishSummaries.map(
  (english) => {
    // An editor's article brings its own Telugu card (decision 0038).
    const published = publishedArticleCards.findIndex((card) => card.slug === english.slug);
    if (published >= 0) {
      return { ...publishedSummary(publishedArticleCards[published]!, published, "te"), searchAlso: english.title };
    }
    const { title, excerpt, imageAlt } = wordsFor(english.slug);
    return { ...english, title, excerpt, image: { ...english.image, alt: imageAlt }, searchAlso: english.title };
  },
);

/** Related-article links built from the Telugu summaries, so titles and ids never drift apart. */
export function relatedArticles(...slugs: string[]): RelatedArticle[] {
  return slugs.map((slug) => {
    const summary = articleSummaries.find((s) => s.slug === slug);
    if (!summary) throw new Error(`No article summary for related slug "${slug}"`);
    return { id: summary.id, title: summary.title, slug: summary.slug };
  });
}
