import { schemes } from "../government-schemes";
import { everyServiceTitle } from "../services/catalogue";

/**
 * What the facts page (/staff/site/facts) writes beside each tick of a sample with fixed choices: the words a
 * patient reads, not the identifier the pages match on ("LASIK Surgery", not "lasik-surgery-anantapur").
 */
export function choiceLabels(key: string): Readonly<Record<string, string>> | undefined {
  if (key === "servicesOffered") return everyServiceTitle;
  if (key === "governmentSchemes") return Object.fromEntries(schemes.map(({ id, name }) => [id, name]));
  return undefined;
}
