/**
 * Lines the tools print on every run that ask nothing of us (issue 43: a clean build prints only what needs
 * attention): React Router passes Vite 8 an option Vite has renamed, once per configuration it loads.
 */
export const TOOL_NOISE = [/^The `envFile` option is deprecated, please use `envDir: false` instead\.$/];

/** The text without those lines. */
export const withoutNoise = (text) =>
  text
    .split("\n")
    .filter((line) => !TOOL_NOISE.some((noise) => noise.test(line.trim())))
    .join("\n");
