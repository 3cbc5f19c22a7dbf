/** Any deeper address under /api: a JSON 404, never a page. */
const notFound = () => Response.json({ ok: false, error: "Not found." }, { status: 404 });

export const loader = notFound;
export const action = notFound;
