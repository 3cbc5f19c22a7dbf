// What a launch build (LAUNCH=1 npm run build, react-router.config.ts) and a launch deployment's publish
// (server/site-render-worker.ts) refuse: the hospital's facts (app/content/hospital, loaded with the content to check)
// still showing a choice to make, a translation out of date, or a sample. One sentence each, for the editor's page.

/** The refusals, most urgent first; none: the content may go out. */
export function launchGateRefusals(facts) {
  const samples = facts.hospitalSamples();
  const choices = facts.hospitalChoices();
  const staleTwins = facts.outOfDateTwins();
  const refusals = [];
  if (choices.length > 0) {
    refusals.push(
      `${choices.length} choice(s) to make (${choices
        .map((entry) => entry.path)
        .join(", ")}): the specification gives two readings; pick one. Run npm run launch-check for where each shows.`,
    );
  }
  if (staleTwins.length > 0) {
    refusals.push(
      `${staleTwins.length} translation(s) out of date (${staleTwins
        .map((entry) => `${entry.path}: the ${entry.stale === "te" ? "Telugu" : "English"}`)
        .join(", ")}): update them in /staff/site, or tick that both say the same.`,
    );
  }
  if (samples.length > 0) {
    refusals.push(
      `${samples.length} sample value(s) remain (${samples
        .slice(0, 5)
        .map((entry) => entry.path)
        .join(", ")}${samples.length > 5 ? ", …" : ""}). Run npm run launch-check for the list and what to supply.`,
    );
  }
  return refusals;
}
