import { longTextFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "~/content/markdown-blocks";
import source from "./diabetic-retinopathy.md?raw";
import { diabeticRetinopathy as english } from "~/content/articles/diabetic-retinopathy";
import type { Article } from "~/content/articles/model";
import { leadDoctorRoleTe } from "../hospital-words";
import { featuredImageTe } from "./article-words";
import { relatedArticles } from "./summaries";

/** The Telugu twin of ../../articles/diabetic-retinopathy.ts: the same article, the same facts, in Telugu. */

const content = blocksFromMarkdown(source, longTextFacts);

export const diabeticRetinopathy: Article = {
  ...english,
  title: "షుగర్ వల్ల రెటీనా దెబ్బతినడం (Diabetic Retinopathy): షుగర్ మీ కళ్ళకు ఏం చేస్తుంది",
  metaTitle: "షుగర్ వల్ల రెటీనా దెబ్బతినడం: లక్షణాలు, చికిత్స",
  description:
    "షుగర్ ఏ హెచ్చరికా లేకుండా రెటీనాను దెబ్బతీయొచ్చు. లక్షణాలు, ఎవరికి ప్రమాదం, అనంతపురంలో ఏటా చుక్కలు వేసి చేసే కంటి పరీక్ష చూపును ఎలా కాపాడుతుందో చూడండి.",
  keywords: [
    "షుగర్ వల్ల రెటీనా దెబ్బతినడం",
    "షుగర్ కంటి పరీక్ష",
    "రెటీనా",
    "మాక్యులా వాపు",
    "OCT స్కాన్",
    "రెటీనా లేజర్",
    "కంటిలోకి ఇంజెక్షన్",
    "అనంతపురం షుగర్ కంటి చికిత్స",
    "diabetic retinopathy",
  ],
  featuredImage: featuredImageTe(english.featuredImage, english.slug),
  authorRole: leadDoctorRoleTe,
  content,
  relatedArticles: relatedArticles(...(english.relatedArticles ?? []).map((link) => link.slug)),
};
