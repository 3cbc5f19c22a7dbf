import type { IconName } from "../types";

/** Card shapes several home-page sections share. */

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface IconBlurb {
  icon: IconName;
  title: string;
  text: string;
}
