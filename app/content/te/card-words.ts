import type { IconName, TitledText } from "../types";

/** Telugu words for a list of English cards, by each card's icon (the icons, links and order stay English's). */
export type CardWords = Partial<Record<IconName, { title: string; description: string }>>;
export type BlurbWords = Partial<Record<IconName, TitledText>>;

/** Each English card with its words in Telugu; a card left without Telugu words fails the build loudly. */
export function inTelugu<Card extends { icon: IconName }, Words extends object>(
  cards: Card[],
  words: Partial<Record<IconName, Words>>,
): Card[] {
  return cards.map((card) => {
    const telugu = words[card.icon];
    if (!telugu) throw new Error(`No Telugu words for the card with the icon "${card.icon}"`);
    return { ...card, ...telugu };
  });
}
