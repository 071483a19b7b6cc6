// Drawing in SVG, as every game's maps and wheels of actions do: making elements, and writing an attribute
// only when its value changes (each write to a drawn element costs the browser a layout).

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/** A new SVG element `name` with `attributes`, appended to `parent` when one is given. */
export function svgElement(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG_NAMESPACE, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (parent) parent.appendChild(node);
  return node;
}

/** Set `node`'s attribute `name` to `value`, unless it has that value already. */
export function setAttributeIfChanged(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** The point [x, y] at `radius` from the centre, `degrees` clockwise from straight up (a wheel's fields). */
export function polar(radius, degrees) {
  const radians = (degrees - 90) * Math.PI / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}
