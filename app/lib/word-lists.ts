/**
 * Names in a sentence, as each language lists them: the towns around, the closed days, the doctor's languages, the
 * equipment. One place, so every list on the site reads alike.
 */

/** "Kadiri, Dharmavaram and Gooty" (or "… or Gooty"), without a serial comma. */
export const listInEnglish = (names: readonly string[], joiner: "and" | "or" = "and"): string =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${joiner} ${names.at(-1)}`;

/** "కదిరి, ధర్మవరం, గుత్తి" or, for "or", "కదిరి, ధర్మవరం లేదా గుత్తి". */
export const listInTelugu = (names: readonly string[], joiner: "and" | "or" = "and"): string =>
  joiner === "and" || names.length < 2 ? names.join(", ") : `${names.slice(0, -1).join(", ")} లేదా ${names.at(-1)}`;
