import { bookingWordsIn } from "~/components/booking/booking-words-for-tests";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import BookingForm from "~/components/booking/booking-form.island";
import DesktopNav from "~/components/layout/desktop-nav.island";
import { headerWordsFile } from "~/components/layout/navigation-words";
import { Island } from "./island";

describe("an island on the server", () => {
  it("is written with its name, props and trigger for the browser", () => {
    const html = renderToString(
      <Island
        name="booking-form"
        component={BookingForm}
        props={{ source: "test" }}
        shared={headerWordsFile("en")}
        on="visible"
      />,
    );
    expect(html).toContain('data-island="booking-form"');
    expect(html).toContain('data-island-on="visible"');
    expect(html).toContain("data-island-props");
  });

  it("refuses a name no island file has, and an island inside another", () => {
    expect(() =>
      renderToString(<Island name="no-such-island" component={BookingForm} props={bookingWordsIn()} />),
    ).toThrow(/no-such-island\.island\.tsx/);
    const Outer = () => <Island name="booking-form" component={BookingForm} props={bookingWordsIn()} />;
    expect(() => renderToString(<Island name="contact-form" component={Outer} props={{}} />)).toThrow(/cannot nest/);
  });

  it("draws shared props into its HTML but names their file instead of carrying them", () => {
    const words = headerWordsFile("en");
    const html = renderToString(
      <Island name="desktop-nav" component={DesktopNav} props={{ pathname: "/about" }} shared={words} />,
    );
    expect(html).toContain(`data-island-shared="${words.href}"`);
    expect(html).toMatch(/data-island-props="\{&quot;pathname&quot;:&quot;\/about&quot;\}"/);
    // The menu is drawn with the words, and marks the page it is on.
    expect(html).toContain(">Testimonials</a>");
    expect(html).toMatch(/aria-current="page"[^>]*href="\/about"/);
  });
});
