import * as en from "../../home/article-teasers";
import { pageText } from "../../page-texts";

/**
 * Telugu words for each English teaser, by its article; icons, articles and links stay English's. Each title is
 * its Telugu article's own (../articles/*.ts; a unit test holds the two together).
 */
const teasers: Record<string, { title: string; excerpt: string }> = {
  "diabetic-retinopathy": {
    title: "షుగర్ కంటి జబ్బు (డయాబెటిక్ రెటినోపతి): షుగర్ మీ కళ్ళకు ఏం చేస్తుంది",
    excerpt:
      "మీకు ఏ మార్పూ తెలియక ముందే ఎక్కువ షుగర్ కంటి వెనుక ఉన్న చిన్న రక్తనాళాలను పాడుచేయవచ్చు. చుక్కలు వేసి చేసే కంటి పరీక్ష ఏటా ఎందుకు ముఖ్యమో తెలుసుకోండి.",
  },
  "understanding-glaucoma": {
    title: "గ్లాకోమా (నీటి కాసులు) గురించి తెలుసుకోండి: చప్పుడు లేకుండా చూపును దోచే దొంగ",
    excerpt:
      "గ్లాకోమా నొప్పి లేకుండా, నెమ్మదిగా కంటి నరాన్ని పాడుచేస్తుంది. ఎవరికి ప్రమాదం ఎక్కువ, ఏ సులభమైన పరీక్షలతో దీన్ని ముందే కనిపెట్టవచ్చు, కంటి చుక్కలు, లేజర్ మీ చూపును ఎలా కాపాడతాయో తెలుసుకోండి.",
  },
  "healthy-vision-habits": {
    title: "చూపును కాపాడే మంచి అలవాట్లు: రోజూ మీ కళ్ళను ఇలా చూసుకోండి",
    excerpt:
      "ఫోన్, కంప్యూటర్ స్క్రీన్లు, వేసవి మండే ఎండ, దుమ్ము, పొలం పని కళ్ళకు కష్టం. 20-20-20 నియమం, యూవీ కిరణాలను ఆపే కూలింగ్ గ్లాసులు లాంటి చిన్న రోజువారీ అలవాట్లు సహాయపడతాయి.",
  },
};

export const articleTeasers: typeof en.articleTeasers = pageText("telugu.page.home.articleTeasers", {
  ...en.articleTeasers,
  title: "మీ కళ్ళ గురించి తెలుసుకోండి",
  intro: "మీ కుటుంబం కళ్ళను జాగ్రత్తగా చూసుకోవడానికి మా బృందం సులభమైన మాటల్లో రాసిన చిన్న వ్యాసాలు.",
  linkLabel: "అన్ని వ్యాసాలు చూడండి",
  readMoreLabel: "ఇంకా చదవండి",
  teasers: en.articleTeasers.teasers.map((teaser) => {
    const telugu = teasers[teaser.article];
    if (!telugu) throw new Error(`No Telugu words for the home teaser of "${teaser.article}"`);
    return { ...teaser, ...telugu };
  }),
});
