import { listInEnglish } from "../lib/word-lists";
import { site } from "./site";

/**
 * Where the hospital is, for English sentences (issue 40): every sentence that names the town, the district or the
 * towns around reads them from here, so an editor's new town changes every sentence. Telugu: te/hospital-words.ts.
 */
export const town: string = site.city;
export const district: string = site.address.district;

/** The towns around that patients come from, the hospital's own town apart; may be empty (then say nothing of them). */
export const nearbyTowns: readonly string[] = site.servedTowns;

/** Towns in an English sentence: "Kadiri, Dharmavaram and Gooty" (or "… or Gooty"). */
export const townList = listInEnglish;
