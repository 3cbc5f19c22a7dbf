import { site } from "./site";

/**
 * Whether the hospital has an optical shop (issue 40): its name is an editor's fact, and an emptied name means none.
 * Without one, its page, menu item, hours, structured data and every sentence about it go.
 */
export const hasOpticalShop: boolean = site.opticalsName !== "";

/** The shop's name, "" when there is none: only ever written in a sentence kept by `hasOpticalShop`. */
export const opticalsName: string = site.opticalsName;
