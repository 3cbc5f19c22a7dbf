import { MarkedList } from "~/components/sections/lists";
import { CallButton } from "~/components/sections/call-button";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import type { ServiceLine } from "~/content/community";

interface ServiceLinesProps {
  title: string;
  intro: string;
  /** The everyday lines (seniors, children). */
  lines: ServiceLine[];
  /** The emergency line, shown last and urgent, with the call button. */
  emergency: ServiceLine;
  callLabel: string;
}

/** What we do for seniors, children and emergencies, one card each. */
export function ServiceLines({ title, intro, lines, emergency, callLabel }: ServiceLinesProps) {
  return (
    <Section id="service-lines" tone="tint" title={title} intro={<p>{intro}</p>}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {lines.map((line) => (
          <li key={line.icon}>
            <ServiceLineCard line={line} />
          </li>
        ))}
        <li>
          <ServiceLineCard line={emergency} callLabel={callLabel} />
        </li>
      </ul>
    </Section>
  );
}

function ServiceLineCard({ line, callLabel }: { line: ServiceLine; callLabel?: string }) {
  const urgent = Boolean(callLabel);
  // Emergency advice includes "do not" points, so it gets neutral markers rather than ticks.
  const markerIcon = urgent ? "chevron-right" : "check";
  return (
    <article
      aria-labelledby={`line-${line.icon}`}
      className={`flex h-full flex-col rounded-2xl border p-6 shadow-card ${
        urgent ? "border-urgent-700/30 bg-urgent-50" : "border-gray-200 bg-white"
      }`}
    >
      <span
        className={`inline-flex size-12 items-center justify-center rounded-xl ${
          urgent ? "bg-white text-urgent-700" : "bg-brand-50 text-brand-700"
        }`}
      >
        <Icon name={line.icon} className="size-6" />
      </span>
      <h3 id={`line-${line.icon}`} className="mt-4 text-xl font-bold">
        {line.title}
      </h3>
      <p className="mt-2 text-ink">{line.text}</p>
      <MarkedList
        items={line.points}
        icon={markerIcon}
        iconClassName={`mt-1 size-5 shrink-0 ${urgent ? "text-urgent-700" : "text-brand-700"}`}
        className="mt-4 space-y-2"
      />
      {callLabel ? (
        <CallButton
          label={callLabel}
          className="mt-6 inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-lg bg-urgent-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-red-800"
        />
      ) : null}
    </article>
  );
}
