import { longTextFacts } from "../long-text-facts";
import { blocksFromMarkdown } from "~/content/markdown-blocks";
import source from "./understanding-glaucoma.md?raw";
import type { Article } from "~/content/articles/model";
import { understandingGlaucoma as english } from "~/content/articles/understanding-glaucoma";
import { leadDoctorRoleTe } from "../hospital-words";
import { featuredImageTe } from "./article-words";

/** The Telugu twin of ../../articles/understanding-glaucoma.ts: the same article, the same facts, in Telugu. */

const content = blocksFromMarkdown(source, longTextFacts);

export const understandingGlaucoma: Article = {
  ...english,
  title: "గ్లకోమా (Glaucoma) గురించి తెలుసుకోండి: చప్పుడు లేకుండా చూపును దోచే దొంగ",
  metaTitle: "గ్లకోమా: కారణాలు, పరీక్షలు, చికిత్స",
  description:
    "గ్లకోమా నొప్పి, ముందు లక్షణాలు లేకుండా కంటి నరాన్ని దెబ్బతీస్తుంది. ఎవరికి ప్రమాదం, కంటి ఒత్తిడి, OCT పరీక్షలతో ఎలా కనిపెడతారు, చుక్కలు, లేజర్ ఏం చేస్తాయి.",
  keywords: [
    "గ్లకోమా",
    "కంటి ఒత్తిడి",
    "కంటి నరం",
    "దారి మూసుకుపోయే గ్లకోమా",
    "గ్లకోమా పరీక్ష",
    "పక్క చూపు పరీక్ష",
    "అనంతపురం గ్లకోమా చికిత్స",
    "glaucoma",
  ],
  featuredImage: featuredImageTe(english.featuredImage, english.slug),
  authorRole: leadDoctorRoleTe,
  content,
};
