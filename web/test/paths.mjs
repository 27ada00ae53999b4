// Where the tests find the repository, apart from corpora.mjs, which loads
// the Node entry of the package.
import { fileURLToPath } from "node:url";

/** The repository's root. */
export const root = fileURLToPath(new URL("../../", import.meta.url));
