// The confusion catalog's classes as links: each example is a #u= link, so a
// click (or Enter) loads it, and the link can be shared as it is.
import { el, visible } from "./show.js";
import { writeFragment } from "./fragment.js";

/**
 * The catalog as [{name, inputs}], in the package's order, whatever shape
 * `catalog()` gives it in: a list of {class, inputs} or of {class, input},
 * a list of [class, input] pairs, or an object of class to inputs.
 */
export function catalogClasses(raw) {
  const byName = new Map();
  const add = (name, input) => {
    if (!byName.has(name)) byName.set(name, []);
    if (Array.isArray(input)) byName.get(name).push(...input);
    else if (typeof input === "string") byName.get(name).push(input);
  };
  const list = raw instanceof Map ? [...raw.entries()] : Array.isArray(raw) ? raw : Object.entries(raw || {});
  for (const item of list) {
    if (Array.isArray(item)) add(String(item[0]), item[1]);
    else if (item && typeof item === "object") {
      const name = item.class ?? item.name ?? item.kind;
      add(String(name), item.inputs ?? item.examples ?? item.input ?? item.example);
    }
  }
  return [...byName.entries()].map(([name, inputs]) => ({ name, inputs }));
}

/** The catalog's list: one item a class, one link an example. `extra`
 * holds the fragment keys to keep (readers, python) in each link. */
export function renderCatalog(classes, extra) {
  const list = el("ul", { class: "catalog" });
  for (const { name, inputs } of classes) {
    const links = el("span", { class: "examples" });
    inputs.forEach((input, i) => {
      const a = el("a", { href: writeFragment({ ...extra, u: input }), class: "example", dataset: { class: name, example: String(i) } },
        el("code", {}, visible(input)));
      links.append(a, " ");
    });
    list.append(el("li", { dataset: { class: name } }, el("span", { class: "class-name" }, name), " ", links));
  }
  return list;
}
