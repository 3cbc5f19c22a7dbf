import { menuArticles as englishMenu } from "~/content/articles/menu";
import { articlePath } from "~/content/paths";

/** Telugu labels of the header dropdown's twelve routes, by path; the paths are the English menu's. */
const labels: Record<string, string> = {
  [articlePath("healthy-vision-habits")]: "చూపును కాపాడే మంచి అలవాట్లు",
  [articlePath("screen-time-eye-strain")]: "స్క్రీన్ సమయం, కళ్ళ అలసట",
  [articlePath("eye-protection-tips")]: "కళ్ళను కాపాడుకునే చిట్కాలు",
  [articlePath("uv-protection-eyes")]: "ఎండ కిరణాల (UV) నుండి కళ్ళకు రక్షణ",
  [articlePath("healthy-foods-eye-health")]: "కళ్ళకు మంచి ఆహారం",
  [articlePath("diabetic-retinopathy")]: "షుగర్ వల్ల రెటీనా దెబ్బతినడం",
  [articlePath("cleaning-maintaining-glasses")]: "కళ్లద్దాలు శుభ్రం చేసుకోవడం",
  [articlePath("safe-contact-lens-use")]: "కాంటాక్ట్ లెన్సులు జాగ్రత్తగా వాడటం",
  [articlePath("lasik-surgery-education")]: "లాసిక్ (LASIK) ఆపరేషన్",
  [articlePath("dry-eye-syndrome-education")]: "కళ్ళు పొడిబారడం (Dry Eye)",
  [articlePath("watery-eyes-epiphora-education")]: "కళ్ళ నుండి నీళ్ళు కారడం (Epiphora)",
  [articlePath("eyelid-infections-blepharitis-education")]: "కనురెప్పల ఇన్ఫెక్షన్ (Blepharitis)",
};

/**
 * The header dropdown's twelve routes with Telugu labels (specification §3), in the English order and with the
 * English paths (the header puts them under /te). As in English, only healthy-vision-habits and
 * diabetic-retinopathy have article pages; the others show 'Article Not Found' in Telugu.
 */
export const menuArticles: { path: string; label: string }[] = englishMenu.map(({ path }) => {
  const label = labels[path];
  if (!label) throw new Error(`No Telugu menu label for "${path}"`);
  return { path, label };
});
