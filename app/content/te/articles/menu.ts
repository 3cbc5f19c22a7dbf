import { menuArticles as englishMenu } from "~/content/articles/menu";
import { articlePath } from "~/content/paths";

/** Telugu labels of the header dropdown's twelve routes, by slug; the paths are the English menu's. */
const labels: Record<string, string> = {
  "healthy-vision-habits": "చూపును కాపాడే మంచి అలవాట్లు",
  "screen-time-eye-strain": "స్క్రీన్ సమయం, కళ్ళ అలసట",
  "eye-protection-tips": "కళ్ళను కాపాడుకునే చిట్కాలు",
  "uv-protection-eyes": "ఎండ కిరణాల (UV) నుండి కళ్ళకు రక్షణ",
  "healthy-foods-eye-health": "కళ్ళకు మంచి ఆహారం",
  "diabetic-retinopathy": "షుగర్ కంటి జబ్బు",
  "cleaning-maintaining-glasses": "కళ్ళద్దాలు శుభ్రం చేసుకోవడం",
  "safe-contact-lens-use": "కాంటాక్ట్ లెన్సులు జాగ్రత్తగా వాడటం",
  "lasik-surgery-education": "లాసిక్ ఆపరేషన్",
  "dry-eye-syndrome-education": "కళ్ళు పొడిబారడం (Dry Eye)",
  "watery-eyes-epiphora-education": "కళ్ళ నుండి నీళ్ళు కారడం (Epiphora)",
  "eyelid-infections-blepharitis-education": "కనురెప్పల ఇన్ఫెక్షన్ (Blepharitis)",
};

/**
 * The header dropdown's twelve routes with Telugu labels (specification §3), in the English order and with the
 * English paths (the header puts them under /te). As in English, only healthy-vision-habits and
 * diabetic-retinopathy have article pages; the others show 'Article Not Found' in Telugu.
 */
export const menuArticles: { path: string; label: string }[] = englishMenu.map(({ path }) => {
  const label = labels[path.slice(articlePath("").length)];
  if (!label) throw new Error(`No Telugu menu label for "${path}"`);
  return { path, label };
});
