import { cityTe } from "../hospital-words";
import { hasEquipment } from "~/content/hospital/equipment";
import { longTextFacts } from "../long-text-facts";
import cataractSurgeryGuideSource from "./cataract-surgery-guide.md?raw";
import childrenEyeCareSource from "./children-eye-care.md?raw";
import dryEyeSyndromeSource from "./dry-eye-syndrome.md?raw";
import nutritionEyeHealthSource from "./nutrition-eye-health.md?raw";
import lasikSurgeryExplainedSource from "./lasik-surgery-explained.md?raw";
import diabeticRetinopathySource from "./diabetic-retinopathy.md?raw";
import healthyVisionHabitsSource from "./healthy-vision-habits.md?raw";
import { articleSummaries, relatedArticles } from "./summaries";
import { withEditablePageWords } from "~/content/articles/page-words";
import understandingGlaucomaSource from "./understanding-glaucoma.md?raw";
import { repositoryArticleSlugs } from "~/content/articles";
import * as english from "~/content/articles/full";
import { articleIn, articlesBySlug } from "~/content/articles/lookup";
import { publishedArticle } from "~/content/articles/published-full";
import type { Article } from "~/content/articles/model";
import { editedArticleText } from "~/content/articles/texts-published";
import { blocksFromMarkdown } from "~/content/markdown-blocks";
import { articleByline } from "~/content/articles/byline";

/** The Telugu twin of the English diabetic-retinopathy article: the same facts, in Telugu. */

const diabeticRetinopathyBody = blocksFromMarkdown(
  editedArticleText("diabetic-retinopathy", "te", diabeticRetinopathySource),
  longTextFacts,
);

export const diabeticRetinopathy: Article = withEditablePageWords(
  {
    ...english.diabeticRetinopathy,
    title: "షుగర్ కంటి జబ్బు (డయాబెటిక్ రెటినోపతి): షుగర్ మీ కళ్ళకు ఏం చేస్తుంది",
    metaTitle: "షుగర్ కంటి జబ్బు: లక్షణాలు, చికిత్స",
    description: `షుగర్ ఏ హెచ్చరికా లేకుండా రెటీనాను పాడుచేయొచ్చు. లక్షణాలు, ఎవరికి ప్రమాదం, ${cityTe}లో ఏటా చుక్కలు వేసి చేసే కంటి పరీక్ష చూపును ఎలా కాపాడుతుందో చూడండి.`,
    keywords: [
      "షుగర్ కంటి జబ్బు",
      "షుగర్ కంటి పరీక్ష",
      "రెటీనా",
      "మాక్యులా వాపు",
      ...(hasEquipment("octScanner") ? ["OCT స్కాన్"] : []),
      "రెటీనా లేజర్",
      "కంటిలోకి ఇంజెక్షన్",
      `${cityTe} షుగర్ కంటి చికిత్స`,
      "diabetic retinopathy",
    ],
    authorRole: articleByline.te.role,
    content: diabeticRetinopathyBody,
    relatedArticles: relatedArticles(...(english.diabeticRetinopathy.relatedArticles ?? []).map((link) => link.slug)),
  },
  articleSummaries,
  "telugu.",
);

/** The Telugu twin of the English understanding-glaucoma article: the same facts, in Telugu. */

const understandingGlaucomaBody = blocksFromMarkdown(
  editedArticleText("understanding-glaucoma", "te", understandingGlaucomaSource),
  longTextFacts,
);

export const understandingGlaucoma: Article = withEditablePageWords(
  {
    ...english.understandingGlaucoma,
    title: "గ్లాకోమా (నీటి కాసులు) గురించి తెలుసుకోండి: చప్పుడు లేకుండా చూపును దోచే దొంగ",
    metaTitle: "గ్లాకోమా: కారణాలు, పరీక్షలు, చికిత్స",
    description: `గ్లాకోమా నొప్పి, ముందు లక్షణాలు లేకుండా కంటి నరాన్ని పాడుచేస్తుంది. ఎవరికి ప్రమాదం, కంటి ఒత్తిడి${hasEquipment("octScanner") ? ", OCT" : ""} పరీక్షలతో ఎలా కనిపెడతారు, చుక్కలు, లేజర్ ఏం చేస్తాయి.`,
    keywords: [
      "గ్లాకోమా",
      "కంటి ఒత్తిడి",
      "కంటి నరం",
      "దారి మూసుకుపోయే గ్లాకోమా",
      "గ్లాకోమా పరీక్ష",
      ...(hasEquipment("visualFieldAnalyser") ? ["పక్క చూపు పరీక్ష"] : []),
      `${cityTe} గ్లాకోమా చికిత్స`,
      "glaucoma",
    ],
    authorRole: articleByline.te.role,
    content: understandingGlaucomaBody,
  },
  articleSummaries,
  "telugu.",
);

/** The Telugu twin of the English healthy-vision-habits article: the same facts, in Telugu. */

const healthyVisionHabitsBody = blocksFromMarkdown(
  editedArticleText("healthy-vision-habits", "te", healthyVisionHabitsSource),
  longTextFacts,
);

export const healthyVisionHabits: Article = withEditablePageWords(
  {
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
      `${cityTe} కంటి పరీక్ష`,
      "20-20-20 rule",
    ],
    authorRole: articleByline.te.role,
    content: healthyVisionHabitsBody,
  },
  articleSummaries,
  "telugu.",
);

/** The Telugu twin of the English cataract-surgery-guide article: the same facts, in Telugu. */

const cataractSurgeryGuideBody = blocksFromMarkdown(
  editedArticleText("cataract-surgery-guide", "te", cataractSurgeryGuideSource),
  longTextFacts,
);

export const cataractSurgeryGuide: Article = withEditablePageWords(
  {
    ...english.cataractSurgeryGuide,
    title: "కంటి శుక్లం (కంట్లో పొర) ఆపరేషన్: రోగులు తెలుసుకోవాల్సినవి",
    metaTitle: "శుక్లం ఆపరేషన్: ముందు, ఆపరేషన్ రోజు, తర్వాత",
    description: `శుక్లం అంటే ఏమిటి, ఆపరేషన్ ఎప్పుడు, ఆ రోజు ఏం జరుగుతుంది, తర్వాత కంటిని ఎలా చూసుకోవాలి, రిస్కులు ఏమిటి: ${cityTe} రోగుల కోసం తేలికైన మాటల్లో.`,
    keywords: [
      "శుక్లం ఆపరేషన్",
      "కంటి శుక్లం",
      "కంట్లో పొర",
      "కృత్రిమ లెన్స్",
      "ఆపరేషన్ తర్వాత జాగ్రత్తలు",
      "శుక్లం ఆపరేషన్ రిస్కులు",
      `${cityTe} శుక్లం ఆపరేషన్`,
      "cataract surgery",
    ],
    authorRole: articleByline.te.role,
    content: cataractSurgeryGuideBody,
    relatedArticles: relatedArticles(...(english.cataractSurgeryGuide.relatedArticles ?? []).map((link) => link.slug)),
  },
  articleSummaries,
  "telugu.",
);

/** The Telugu twin of the English children-eye-care article: the same facts, in Telugu. */

const childrenEyeCareBody = blocksFromMarkdown(
  editedArticleText("children-eye-care", "te", childrenEyeCareSource),
  longTextFacts,
);

export const childrenEyeCare: Article = withEditablePageWords(
  {
    ...english.childrenEyeCare,
    title: "పిల్లల కళ్ళ సంరక్షణ: పరీక్షలు, మెల్లకన్ను, మంచి అలవాట్లు",
    metaTitle: "పిల్లల కళ్ళు: ఎప్పుడు పరీక్ష, ఏం గమనించాలి",
    description:
      "పిల్లల కళ్ళకు ఎప్పుడు పరీక్ష, మెల్లకన్ను, సోమరి కన్ను లక్షణాలు, ఫోటోలో తెల్లని మెరుపు, మైనస్ పవర్‌కు బయట ఆట, దెబ్బల నుండి కళ్ళను కాపాడటం.",
    keywords: [
      "పిల్లల కంటి సంరక్షణ",
      "పిల్లల కంటి పరీక్ష",
      "మెల్లకన్ను",
      "సోమరి కన్ను",
      "మైనస్ పవర్",
      "కంటిపాపలో తెల్లటి మెరుపు",
      `${cityTe} పిల్లల కంటి డాక్టర్`,
      "children eye care",
    ],
    authorRole: articleByline.te.role,
    content: childrenEyeCareBody,
    relatedArticles: relatedArticles(...(english.childrenEyeCare.relatedArticles ?? []).map((link) => link.slug)),
  },
  articleSummaries,
  "telugu.",
);

/** The Telugu twin of the English dry-eye-syndrome article: the same facts, in Telugu. */

const dryEyeSyndromeBody = blocksFromMarkdown(
  editedArticleText("dry-eye-syndrome", "te", dryEyeSyndromeSource),
  longTextFacts,
);

export const dryEyeSyndrome: Article = withEditablePageWords(
  {
    ...english.dryEyeSyndrome,
    title: "కళ్ళు పొడిబారడం (Dry Eye): కారణాలు, ఉపశమనం, ఎప్పుడు జాగ్రత్త పడాలి",
    metaTitle: "కళ్ళు పొడిబారడం: కారణాలు, ఇంటి జాగ్రత్తలు, చికిత్స",
    description:
      "కళ్ళలో ఇసుక పడినట్టు, మంటగా, నీళ్ళు కారుతున్నాయా? వేడి గాలి, ఫ్యాన్లు, స్క్రీన్లు కళ్ళను ఎందుకు పొడిబారుస్తాయి, ఇంట్లో ఏం చేయాలి, ఏ చుక్కలు వాడాలి.",
    keywords: [
      "కళ్ళు పొడిబారడం",
      "కళ్ళలో మంట",
      "కళ్ళలో ఇసుక పడినట్టు",
      "కృత్రిమ కన్నీళ్ళు",
      "కంటి చుక్కలు",
      "స్క్రీన్ వల్ల కళ్ళ అలసట",
      `${cityTe} కంటి చికిత్స`,
      "dry eye",
    ],
    authorRole: articleByline.te.role,
    content: dryEyeSyndromeBody,
    relatedArticles: relatedArticles(...(english.dryEyeSyndrome.relatedArticles ?? []).map((link) => link.slug)),
  },
  articleSummaries,
  "telugu.",
);

/** The Telugu twin of the English nutrition-eye-health article: the same facts, in Telugu. */

const nutritionEyeHealthBody = blocksFromMarkdown(
  editedArticleText("nutrition-eye-health", "te", nutritionEyeHealthSource),
  longTextFacts,
);

export const nutritionEyeHealth: Article = withEditablePageWords(
  {
    ...english.nutritionEyeHealth,
    title: "కంటి ఆరోగ్యానికి మంచి ఆహారం: కళ్ళకు మేలు చేసే రోజువారీ తిండి",
    metaTitle: "కళ్ళకు మంచి ఆహారం: ఆకుకూరలు, పండ్లు, షుగర్ అదుపు",
    description:
      "ఆకుకూరలు, క్యారెట్, బొప్పాయి, ఉసిరి, గుడ్లు, చేపలు: కళ్ళకు మేలు చేసే మన ఆహారం, షుగర్, బీపీ అదుపు ఎందుకు ముఖ్యం, విటమిన్ మాత్రలు ఎప్పుడు అవసరం.",
    keywords: [
      "కళ్ళకు మంచి ఆహారం",
      "కంటి ఆరోగ్యం",
      "విటమిన్ A",
      "ఆకుకూరలు",
      "రేచీకటి",
      "షుగర్ ఉన్నవాళ్ళ ఆహారం",
      "కంటి విటమిన్ మాత్రలు",
      "nutrition for eyes",
    ],
    authorRole: articleByline.te.role,
    content: nutritionEyeHealthBody,
    relatedArticles: relatedArticles(...(english.nutritionEyeHealth.relatedArticles ?? []).map((link) => link.slug)),
  },
  articleSummaries,
  "telugu.",
);

/** The Telugu twin of the English lasik-surgery-explained article: the same facts, in Telugu. */

const lasikSurgeryExplainedBody = blocksFromMarkdown(
  editedArticleText("lasik-surgery-explained", "te", lasikSurgeryExplainedSource),
  longTextFacts,
);

export const lasikSurgeryExplained: Article = withEditablePageWords(
  {
    ...english.lasikSurgeryExplained,
    title: "లాసిక్ ఆపరేషన్: ఎవరికి సరిపోతుంది, ఏం జరుగుతుంది",
    metaTitle: "లాసిక్: ఎవరికి సరిపోతుంది, కోలుకోవడం, రిస్కులు",
    description:
      "లేజర్‌తో కార్నియా ఆకారం మార్చి కళ్ళద్దాల అవసరాన్ని లాసిక్ ఎలా తగ్గిస్తుంది, ఎవరికి సరిపోతుంది, ముందు పరీక్షలు, కోలుకోవడం, రిస్కులు తేలికైన మాటల్లో.",
    keywords: ["లాసిక్", "లాసిక్ ఆపరేషన్", "లేజర్ కంటి ఆపరేషన్", "మైనస్ పవర్", "ప్లస్ పవర్", "కార్నియా", `${cityTe} లాసిక్`, "LASIK"],
    authorRole: articleByline.te.role,
    content: lasikSurgeryExplainedBody,
    relatedArticles: relatedArticles(...(english.lasikSurgeryExplained.relatedArticles ?? []).map((link) => link.slug)),
  },
  articleSummaries,
  "telugu.",
);

/** The slugs of the articles above (an editor's article is found by getArticle, not listed here). */
export { repositoryArticleSlugs };

/**
 * The Telugu twin of ../../articles/full.ts: the full article bodies in Telugu, by the English slugs. Kept
 * apart from ../articles so pages that only list articles do not ship them.
 */
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

/** A repository article in Telugu, or one the editors published (decision 0038). */
export const getArticle = (slug: string | undefined) => articleIn(articles, slug) ?? publishedArticle(slug, "te");
