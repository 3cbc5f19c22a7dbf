import { describe, expect, it } from "vitest";
import { clinicImage } from "./about";
import { communityImage } from "./community";
import { doctorProfile } from "./doctor";
import { homeHero } from "./home/hero";
import { opticalsHero } from "./opticals";
import { PHOTO_SLOTS, slotImage, type PhotoSlot } from "./photo-slots";
import * as teAbout from "./te/about";
import * as teCommunity from "./te/community";
import * as teDoctor from "./te/doctor";
import * as teHero from "./te/home/hero";
import * as teOpticals from "./te/opticals";

const pictures: Record<PhotoSlot, { en: typeof clinicImage; te: typeof clinicImage }> = {
  "hero-eye-care": { en: homeHero.image, te: teHero.homeHero.image },
  "clinic-front": { en: clinicImage, te: teAbout.clinicImage },
  "doctor-portrait": { en: doctorProfile.portrait, te: teDoctor.doctorProfile.portrait },
  "community-camp": { en: communityImage, te: teCommunity.communityImage },
  "opticals-store": { en: opticalsHero.image, te: teOpticals.opticalsHero.image },
};

describe.each(Object.entries(pictures))("the %s slot", (slot, { en, te }) => {
  const shape = PHOTO_SLOTS[slot as PhotoSlot];

  it("is its drawing, at the slot's size, in both languages until a photograph is published", () => {
    for (const image of [en, te]) {
      expect(image).toMatchObject({ src: shape.illustration, width: shape.width, height: shape.height });
      expect(image.srcSet).toBeUndefined();
    }
    expect(te.alt).not.toBe(en.alt);
  });

  it("becomes the photograph at every width, at the same size, described in each language", () => {
    const files = [0.5, 1, 1.5].map((share) => ({
      src: `/images/photos/${slot}-abc-${Math.round(shape.width * share)}.webp`,
      width: Math.round(shape.width * share),
      height: Math.round(shape.height * share),
    }));
    const photos = { [slot]: { alt: { en: "The real thing", te: "అసలు చిత్రం" }, files } };
    const english = slotImage(slot as PhotoSlot, "en", en, photos);
    const telugu = slotImage(slot as PhotoSlot, "te", te, photos);
    expect(english).toEqual({
      src: files[1]!.src,
      srcSet: files.map((file) => `${file.src} ${file.width}w`).join(", "),
      sizes: shape.sizes,
      width: shape.width,
      height: shape.height,
      alt: "The real thing",
    });
    expect(telugu).toEqual({ ...english, alt: "అసలు చిత్రం" });
  });
});
