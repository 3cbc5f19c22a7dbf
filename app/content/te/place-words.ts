import { listInTelugu } from "../../lib/word-lists";
import { sampleAt } from "../hospital/fact";

/**
 * Where the hospital is, for Telugu sentences (issue 40; English: ../place.ts): the town, district and nearby towns
 * as editor's facts. Apart from hospital-words.ts, which reads ./ui, so that ./ui can name the town too.
 */
/** The hospital's town in Telugu script (the English is site.city): given by the specification, an editor may change it. */
export const townTeFact = sampleAt<string>(
  "telugu.town",
  "అనంతపురం",
  "the town or city the hospital is in, in Telugu",
  {
    given: "the specification §9",
  },
);
export const cityTe = townTeFact.value;

/** The district in Telugu script (site.address.district). */
export const districtTeFact = sampleAt<string>(
  "telugu.district",
  "అనంతపురం",
  "the district the hospital is in, in Telugu",
  {
    given: "the specification §9",
  },
);
export const districtTe = districtTeFact.value;

/** The nearby towns patients come from, in Telugu script, as site.servedTowns (the hospital's own town apart). */
export const servedTownsTeFact = sampleAt<string[]>(
  "telugu.servedTowns",
  ["కదిరి", "ధర్మవరం", "హిందూపురం", "గుంతకల్", "తాడిపత్రి", "గుత్తి"],
  "the nearby towns patients come from, one a line, in Telugu (empty for none)",
  { given: "the specification §9", noneIsAnAnswer: true },
);
export const nearbyTownsTe: readonly string[] = servedTownsTeFact.value;

/** Towns in a Telugu sentence: "కదిరి, ధర్మవరం, గుత్తి" or, for "or", "కదిరి, ధర్మవరం లేదా గుత్తి". */
export const townListTe = listInTelugu;
