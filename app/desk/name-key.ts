/**
 * A name's consonants in Latin letters, whatever script it was typed in, so the desk finds "రాములమ్మ" by typing
 * "Ramulamma" and "Lakshmi" by typing "లక్ష్మి" (issue 42). Vowels are dropped, because English spellings of Telugu
 * names disagree most about them (Sreedevi, Sridevi; Mahaboob, Mahabub); aspirates lose their h (sh, th, dh); a
 * doubled letter counts once (Reddy, Reddi). Broad on purpose: it widens a search, and the desk reads the names it
 * finds. The store keeps it beside each name (`name_key`).
 */

const VOWEL_SIGNS = new Set([..."ాిీుూృౄెేైొోౌ"]);
const VIRAMA = "్";

/** Telugu consonants, without their inherent vowel. */
const CONSONANTS: Record<string, string> = {
  క: "k",
  ఖ: "kh",
  గ: "g",
  ఘ: "gh",
  ఙ: "n",
  చ: "ch",
  ఛ: "chh",
  జ: "j",
  ఝ: "jh",
  ఞ: "n",
  ట: "t",
  ఠ: "th",
  డ: "d",
  ఢ: "dh",
  ణ: "n",
  త: "t",
  థ: "th",
  ద: "d",
  ధ: "dh",
  న: "n",
  ప: "p",
  ఫ: "ph",
  బ: "b",
  భ: "bh",
  మ: "m",
  య: "y",
  ర: "r",
  ఱ: "r",
  ల: "l",
  వ: "v",
  శ: "sh",
  ష: "sh",
  స: "s",
  హ: "h",
  ళ: "l",
};

/** Telugu written in Latin letters, roughly: consonants and the vowels' places, for the key below. */
function romanised(text: string): string {
  let out = "";
  const letters = [...text];
  letters.forEach((letter, index) => {
    const consonant = CONSONANTS[letter];
    if (consonant) {
      const next = letters[index + 1];
      // The inherent vowel stays unless a sign or the virama follows; only its place matters to the key.
      out += consonant + (next === VIRAMA || (next && VOWEL_SIGNS.has(next)) ? "" : "a");
    } else if (VOWEL_SIGNS.has(letter) || /[అ-ఔ]/u.test(letter)) {
      out += "a";
    } else if (letter === "ం") {
      out += "n";
    } else if (letter === "ః") {
      out += "h";
    } else if (letter !== VIRAMA && !/[\u200c\u200d]/u.test(letter)) {
      out += letter;
    }
  });
  return out;
}

/** The key: "Lakshmi Devi" and "లక్ష్మి దేవి" both give "lksm dv". */
export function nameKey(name: string): string {
  return (
    romanised(name.normalize("NFC"))
      .toLowerCase()
      .replace(/x/g, "ks")
      .replace(/q/g, "k")
      .replace(/z/g, "j")
      .replace(/w/g, "v")
      .replace(/f/g, "ph")
      .replace(/c(?!h)/g, "k")
      .replace(/([bcdgjkpst])h/g, "$1")
      .replace(/m(?=[pb])/g, "n")
      // A final y is a vowel in English spelling: Reddy.
      .replace(/y(?=[^a-z]|$)/g, "")
      .replace(/[aeiou]/g, "")
      .replace(/[^a-z ]+/g, " ")
      .replace(/([a-z])\1+/g, "$1")
      .replace(/ +/g, " ")
      .trim()
  );
}
