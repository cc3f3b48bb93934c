// A corporation's colour chip (its sym on its colour) with text that can be
// read on it: the title's text colour where it contrasts enough (WCAG AA, 4.5:1),
// else black or white, whichever contrasts more.
import type { CorporationDef } from "../engine/title.ts";

/** Relative luminance of a CSS colour written #rgb or #rrggbb (WCAG 2.x); named colours as black or white. */
function luminance(color: string): number {
  const named: Record<string, string> = { white: "#ffffff", black: "#000000" };
  let hex = (named[color.toLowerCase()] ?? color).replace("#", "");
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join("");
  if (!/^[0-9a-f]{6}$/i.test(hex)) return 0;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

export function chipStyle(def: Pick<CorporationDef, "color" | "textColor">): { background: string; color: string } {
  const wanted = def.textColor ?? "white";
  if (contrast(def.color, wanted) >= 4.5) return { background: def.color, color: wanted };
  return { background: def.color, color: contrast(def.color, "#000000") >= contrast(def.color, "#ffffff") ? "#000000" : "#ffffff" };
}
