import { leadDoctorRoleTe } from "../hospital-words";
import { longTextFacts } from "../long-text-facts";
import { featuredImageTe } from "./article-words";
import diabeticRetinopathySource from "./diabetic-retinopathy.md?raw";
import healthyVisionHabitsSource from "./healthy-vision-habits.md?raw";
import { relatedArticles } from "./summaries";
import understandingGlaucomaSource from "./understanding-glaucoma.md?raw";
import { articleSlugs } from "~/content/articles";
import * as english from "~/content/articles/full";
import { articleIn, articlesBySlug } from "~/content/articles/lookup";
import type { Article } from "~/content/articles/model";
import { blocksFromMarkdown } from "~/content/markdown-blocks";
import { site } from "~/content/site";

/** The Telugu twin of the English diabetic-retinopathy article: the same facts, in Telugu. */

const diabeticRetinopathyBody = blocksFromMarkdown(diabeticRetinopathySource, longTextFacts);

export const diabeticRetinopathy: Article = {
  ...english.diabeticRetinopathy,
  title: "షుగర్ కంటి జబ్బు (డయాబెటిక్ రెటినోపతి): షుగర్ మీ కళ్ళకు ఏం చేస్తుంది",
  metaTitle: "షుగర్ కంటి జబ్బు: లక్షణాలు, చికిత్స",
  description:
    "షుగర్ ఏ హెచ్చరికా లేకుండా రెటీనాను పాడుచేయొచ్చు. లక్షణాలు, ఎవరికి ప్రమాదం, అనంతపురంలో ఏటా చుక్కలు వేసి చేసే కంటి పరీక్ష చూపును ఎలా కాపాడుతుందో చూడండి.",
  keywords: [
    "షుగర్ కంటి జబ్బు",
    "షుగర్ కంటి పరీక్ష",
    "రెటీనా",
    "మాక్యులా వాపు",
    "OCT స్కాన్",
    "రెటీనా లేజర్",
    "కంటిలోకి ఇంజెక్షన్",
    "అనంతపురం షుగర్ కంటి చికిత్స",
    "diabetic retinopathy",
  ],
  featuredImage: featuredImageTe(english.diabeticRetinopathy.featuredImage, english.diabeticRetinopathy.slug),
  authorRole: leadDoctorRoleTe,
  content: diabeticRetinopathyBody,
  relatedArticles: relatedArticles(...(english.diabeticRetinopathy.relatedArticles ?? []).map((link) => link.slug)),
};

/** The Telugu twin of the English understanding-glaucoma article: the same facts, in Telugu. */

const understandingGlaucomaBody = blocksFromMarkdown(understandingGlaucomaSource, longTextFacts);

export const understandingGlaucoma: Article = {
  ...english.understandingGlaucoma,
  title: "గ్లాకోమా (నీటి కాసులు) గురించి తెలుసుకోండి: చప్పుడు లేకుండా చూపును దోచే దొంగ",
  metaTitle: "గ్లాకోమా: కారణాలు, పరీక్షలు, చికిత్స",
  description:
    "గ్లాకోమా నొప్పి, ముందు లక్షణాలు లేకుండా కంటి నరాన్ని పాడుచేస్తుంది. ఎవరికి ప్రమాదం, కంటి ఒత్తిడి, OCT పరీక్షలతో ఎలా కనిపెడతారు, చుక్కలు, లేజర్ ఏం చేస్తాయి.",
  keywords: [
    "గ్లాకోమా",
    "కంటి ఒత్తిడి",
    "కంటి నరం",
    "దారి మూసుకుపోయే గ్లాకోమా",
    "గ్లాకోమా పరీక్ష",
    "పక్క చూపు పరీక్ష",
    "అనంతపురం గ్లాకోమా చికిత్స",
    "glaucoma",
  ],
  featuredImage: featuredImageTe(english.understandingGlaucoma.featuredImage, english.understandingGlaucoma.slug),
  authorRole: leadDoctorRoleTe,
  content: understandingGlaucomaBody,
};

/** The Telugu twin of the English healthy-vision-habits article: the same facts, in Telugu. */

const healthyVisionHabitsBody = blocksFromMarkdown(healthyVisionHabitsSource, longTextFacts);

export const healthyVisionHabits: Article = {
  ...english.healthyVisionHabits,
  title: "చూపును కాపాడే మంచి అలవాట్లు: రోజూ మీ కళ్ళను ఇలా చూసుకోండి",
  metaTitle: "చూపును కాపాడే అలవాట్లు, 20-20-20 నియమం",
  description:
    "స్క్రీన్లు, మండే ఎండ, దుమ్ము, పొలం పనుల్లో కంటి జాగ్రత్తలు: 20-20-20 నియమం, యూవీ కూలింగ్ గ్లాసులు, కళ్ళకు మంచి ఆహారం, కంటి పరీక్ష ఎంత తరచుగా చేయించాలి.",
  keywords: [
    "కంటి జాగ్రత్తలు",
    "20-20-20 నియమం",
    "స్క్రీన్ వల్ల కంటి అలసట",
    "ఫోన్ వల్ల కళ్ళ అలసట",
    "కూలింగ్ గ్లాసులు",
    "కంటి రక్షణ",
    "అనంతపురం కంటి పరీక్ష",
    "20-20-20 rule",
  ],
  featuredImage: featuredImageTe(english.healthyVisionHabits.featuredImage, english.healthyVisionHabits.slug),
  author: `${site.name} వైద్య బృందం`,
  authorRole: `${site.name} కంటి డాక్టర్లు, ఆప్టోమెట్రిస్టులు`,
  content: healthyVisionHabitsBody,
};

export { articleSlugs };

/**
 * The Telugu twin of ../../articles/full.ts: the three full article bodies in Telugu, by the English slugs. Kept
 * apart from ../articles so pages that only list articles do not ship them.
 */
export const articles = articlesBySlug([diabeticRetinopathy, understandingGlaucoma, healthyVisionHabits]);

export const getArticle = (slug: string | undefined) => articleIn(articles, slug);
