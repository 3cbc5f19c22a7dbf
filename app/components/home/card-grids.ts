/*
 * Card grids sized in rem: as visitors enlarge the text, columns get fewer instead of words spilling out.
 * At default size: four (or three) across on desktop, one on phones.
 */
export const gridFour = "grid gap-6 grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))]";
export const gridThree = "grid gap-6 grid-cols-[repeat(auto-fit,minmax(min(100%,19rem),1fr))]";
