/**
 * The toast after an unknown service's address led to the services list, in both languages: a module of its own,
 * with no fact of the hospital's, because the browser's script shows it (components/services/service-not-found-toast.ts).
 */
export const serviceNotFoundToastWords = {
  en: { title: "Service not found", description: "We couldn't find the service you were looking for." },
  te: { title: "సేవ దొరకలేదు", description: "మీరు వెతుకుతున్న సేవ మాకు దొరకలేదు." },
} as const;
