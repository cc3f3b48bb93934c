// Colours of the board, as 18xx players know them from the printed maps and
// from 18xx.games: tan (white) map, yellow/green/brown/gray tiles, red
// off-board areas, blue water.
import type { Color } from "../engine/title.ts";

export const HEX_FILL: Record<Color, string> = {
  white: "#EAE0C8",
  yellow: "#FDE900",
  green: "#71BF44",
  brown: "#CB7745",
  gray: "#BCBDC0",
  red: "#E05A4E",
  blue: "#5BB0E6",
};

/** Off-board revenue boxes by phase colour. */
export const PHASE_FILL: Record<"yellow" | "green" | "brown" | "gray", string> = {
  yellow: "#FDE900",
  green: "#71BF44",
  brown: "#CB7745",
  gray: "#BCBDC0",
};

export const TRACK = "#000";
export const OUTLINE = "#6b6b6b";
export const WATER = "#2F7FD1";
export const MOUNTAIN = "#8C5A2B";
export const IMPASSABLE = "#D0202A";
export const SELECTED = "#E4007C";
export const HIGHLIGHT = "#1E88E5";
/** The hexes of another player's last turn (dashed). */
export const LAST_MOVE = "#7B1FA2";
export const FONT = "Arial, Helvetica, 'Liberation Sans', sans-serif";
