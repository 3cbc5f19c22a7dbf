import { pageText } from "../page-texts";
export const homeServices: { title: string; intro: string; linkLabel: string; link: string } = pageText(
  "page.home.homeServices",
  {
    title: "How we can help your eyes",
    intro:
      "From a first pair of glasses to cataract surgery, most eye problems can be checked and treated here, in one visit to one place.",
    linkLabel: "See all our services",
    link: "/services",
  },
);
