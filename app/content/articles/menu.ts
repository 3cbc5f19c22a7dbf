/**
 * The header dropdown's twelve routes (specification §3). Only healthy-vision-habits and
 * diabetic-retinopathy have article pages; the others show 'Article Not Found', as the specification records.
 */
export const menuArticles: { path: string; label: string }[] = [
  { slug: "healthy-vision-habits", label: "Healthy Vision Habits" },
  { slug: "screen-time-eye-strain", label: "Screen Time & Eye Strain" },
  { slug: "eye-protection-tips", label: "Eye Protection Tips" },
  { slug: "uv-protection-eyes", label: "UV Protection for Eyes" },
  { slug: "healthy-foods-eye-health", label: "Healthy Foods for Eyes" },
  { slug: "diabetic-retinopathy", label: "Diabetic Retinopathy" },
  { slug: "cleaning-maintaining-glasses", label: "Cleaning Your Glasses" },
  { slug: "safe-contact-lens-use", label: "Safe Contact Lens Use" },
  { slug: "lasik-surgery-education", label: "LASIK Surgery" },
  { slug: "dry-eye-syndrome-education", label: "Dry Eye Syndrome" },
  { slug: "watery-eyes-epiphora-education", label: "Watery Eyes (Epiphora)" },
  { slug: "eyelid-infections-blepharitis-education", label: "Eyelid Infections (Blepharitis)" },
].map(({ slug, label }) => ({ path: articlePath(slug), label }));
import { articlePath } from "../paths";
