import * as imagesEn from "../../services/images";
import type { ImageRef } from "../../types";

/** The service's own picture, then the two shared pictures described for this service (descriptions as given). */
export { gallery } from "../../services/images";

type ServiceImageName = Exclude<keyof typeof imagesEn, "gallery">;

/** Each service picture's description in Telugu, by its English name; the files and sizes are the English module's. */
const teluguAlts: Record<ServiceImageName, string> = {
  eyeExaminationsImage: "పూర్తి కంటి పరీక్షలో వాడే అక్షరాల చార్టు, ట్రయల్ ఫ్రేమ్, ట్రయల్ లెన్సుల సెట్",
  cataractImage: "కన్ను బొమ్మ: ఒక వైపు మసకబారిన సహజ లెన్స్, మరో వైపు శుక్లం ఆపరేషన్ తర్వాత తేటగా ఉండే కృత్రిమ లెన్స్",
  refractiveErrorImage: "ఒక జత కళ్ళద్దాలు: అద్దాల్లోంచి చూస్తే స్పష్టంగా, చుట్టూ మసకగా కనిపిస్తుంది",
  glaucomaImage: "కంటి వెనుక ఉన్న కంటి నరం (Optic nerve) బొమ్మ: గ్లాకోమాలో కంటి ఒత్తిడి పెరిగి నరం ఎలా పాడవుతుందో చూపిస్తుంది",
  retinaImage: "కంటి వెనుక ఉన్న రెటీనా (కంటి తెర) బొమ్మ: షుగర్ వల్ల పాడయ్యే మాక్యులా (చూపు కేంద్రం), రక్తనాళాలు కనిపిస్తాయి",
  cornealImage: "పక్క నుండి చూసిన కన్ను బొమ్మ: ముందు వైపు గుమ్మటంలా, అద్దంలా తేటగా ఉండే కార్నియా",
  pediatricImage: "కళ్ళద్దాలు పెట్టుకుని నవ్వుతున్న చిన్నారి, పక్కన టెడ్డీ బేర్ బొమ్మ, ఆట దిమ్మెలు",
  emergencyImage: "కంట్లో రసాయనం పడితే వెంటనే చేయాల్సింది: పారే శుభ్రమైన నీళ్ళతో ముక్కు వైపు నుండి బయటి వైపుకు కన్ను కడగడం",
  seniorsImage: "పెద్ద వయసు దంపతులు; భర్త కళ్ళద్దాలు పెట్టుకున్నారు",
  lasikImage: "లాసిక్ బొమ్మ: కళ్ళద్దాలు లేకుండానే వెలుతురు సరిగ్గా రెటీనా మీద పడేలా లేజర్ కార్నియా ఆకారాన్ని మారుస్తుంది",
};

const inTelugu = (name: ServiceImageName): ImageRef => ({ ...imagesEn[name], alt: teluguAlts[name] });

export const eyeExaminationsImage = inTelugu("eyeExaminationsImage");
export const cataractImage = inTelugu("cataractImage");
export const refractiveErrorImage = inTelugu("refractiveErrorImage");
export const glaucomaImage = inTelugu("glaucomaImage");
export const retinaImage = inTelugu("retinaImage");
export const cornealImage = inTelugu("cornealImage");
export const pediatricImage = inTelugu("pediatricImage");
export const emergencyImage = inTelugu("emergencyImage");
export const seniorsImage = inTelugu("seniorsImage");
export const lasikImage = inTelugu("lasikImage");
