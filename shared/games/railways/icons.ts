// Action icons and paying for an action with them (General rules for taking
// actions): the player names the icons he uses, each on a card in his hand;
// every card he uses goes to the discard; using several slots of one card
// adds pollution; a missing Destination may be replaced by any two.
import { GameError } from "../../engine/errors.ts";
import type { CardData } from "./cards.ts";
import { COLOURS, type Colour } from "./board.ts";

export type IconKind = "rail" | Colour | "ticket" | "worker" | "money" | "pollution" | "passenger" | "upgrade" | "build";
export const ICON_KINDS: readonly IconKind[] = ["rail", "R", "L", "C", "I", "ticket", "worker", "money", "pollution", "passenger", "upgrade", "build"];
export const ICON_NAMES: Record<IconKind, string> = {
  rail: "rail",
  R: "destination R",
  L: "destination L",
  C: "destination C",
  I: "destination I",
  ticket: "ticket",
  worker: "railworker",
  money: "money",
  pollution: "decrease pollution",
  passenger: "passenger",
  upgrade: "upgrade a link",
  build: "build a building",
};

export interface Icon {
  kind: IconKind;
  /** Money only: its value. */
  value?: number;
}

/** The four slots of a card's action side. */
export function parseActions(card: CardData): Icon[][] {
  if (card.actions.length !== 4) throw new Error(`card ${card.id}: an action side has 4 slots, not ${card.actions.length}`);
  return card.actions.map((slot, s) => {
    const icons = slot.trim().split(/\s+/).map((word): Icon => {
      const money = /^\$([1-9]\d?)$/.exec(word);
      if (money) return { kind: "money", value: Number(money[1]) };
      if ((ICON_KINDS as readonly string[]).includes(word) && word !== "money") return { kind: word as IconKind };
      throw new Error(`card ${card.id} slot ${s + 1}: unknown icon "${word}"`);
    });
    if (icons.length < 1 || icons.length > 2) throw new Error(`card ${card.id} slot ${s + 1}: a slot shows one or two icons`);
    return icons;
  });
}

export const isDestination = (kind: IconKind): kind is Colour => (COLOURS as readonly string[]).includes(kind);

/** One icon on a card in hand: card id, slot 1-4, icon 1-2 in the slot. */
export interface IconRef {
  card: number;
  slot: number;
  icon: number;
}

/** What a payment amounts to once checked. */
export interface Paid {
  /** Icons by kind (destinations by colour). */
  counts: Record<IconKind, number>;
  /** The destination icons used, in the order given. */
  destinations: Colour[];
  /** The sum of the money icons used. */
  money: number;
  /** Cards played, in the order of the hand. */
  cards: number[];
  /** One per extra slot used on a card (General rules). */
  pollution: number;
}

const RULE = "Railways, General rules for taking actions";

/** Reads a payment against the hand: every icon must exist on a card in hand and be named once. */
export function readPayment(pay: readonly IconRef[], hand: readonly number[], actionsOf: (card: number) => Icon[][]): Paid {
  if (pay.length === 0) throw new GameError(`${RULE}: an action is paid with at least one icon from a card in your hand`);
  const counts = Object.fromEntries(ICON_KINDS.map((k) => [k, 0])) as Record<IconKind, number>;
  const destinations: Colour[] = [];
  const slots = new Map<number, Set<number>>();
  const seen = new Set<string>();
  let money = 0;
  for (const ref of pay) {
    if (!hand.includes(ref.card)) throw new GameError(`${RULE}: card ${ref.card} is not in your hand`);
    const icon = actionsOf(ref.card)[ref.slot - 1]?.[ref.icon - 1];
    if (!icon) throw new GameError(`${RULE}: card ${ref.card} has no icon ${ref.icon} in slot ${ref.slot}`);
    const key = `${ref.card}.${ref.slot}.${ref.icon}`;
    if (seen.has(key)) throw new GameError(`${RULE}: each icon is only used once (card ${ref.card}, slot ${ref.slot})`);
    seen.add(key);
    counts[icon.kind]++;
    if (isDestination(icon.kind)) destinations.push(icon.kind);
    if (icon.kind === "money") money += icon.value ?? 0;
    let used = slots.get(ref.card);
    if (!used) slots.set(ref.card, (used = new Set()));
    used.add(ref.slot);
  }
  let pollution = 0;
  for (const used of slots.values()) pollution += used.size - 1;
  return { counts, destinations, money, cards: hand.filter((c) => slots.has(c)), pollution };
}

/**
 * Checks that a payment is exactly the icons an action needs: `needs` counts
 * the icons other than destinations; `destination` is the colours a needed
 * Destination icon may show (any one of them), or null when none is needed.
 * Any two Destination icons may replace a missing one (General rules, Important).
 */
export function requireExactly(paid: Paid, needs: Partial<Record<IconKind, number>>, destination: readonly Colour[] | null, action: string): void {
  const kinds = ICON_KINDS.filter((k) => !isDestination(k));
  for (const kind of kinds) {
    if (paid.counts[kind] > 0 && !needs[kind]) {
      throw new GameError(`${action}: ${/^[aeiou]/.test(ICON_NAMES[kind]) ? "an" : "a"} ${ICON_NAMES[kind]} icon does not pay for this action (each icon is only used for the action it shows)`);
    }
  }
  for (const kind of kinds) {
    const want = needs[kind];
    if (!want) continue;
    const got = paid.counts[kind];
    if (want === Infinity) {
      if (got === 0) throw new GameError(`${action}: play at least one ${ICON_NAMES[kind]} icon`);
    } else if (got !== want) {
      throw new GameError(`${action}: play exactly ${want} ${ICON_NAMES[kind]} icon${want === 1 ? "" : "s"}, not ${got}`);
    }
  }
  const dests = paid.destinations;
  if (destination === null) {
    if (dests.length) throw new GameError(`${action}: this action uses no Destination icon`);
    return;
  }
  if (dests.length === 1 && destination.includes(dests[0]!)) return;
  if (dests.length === 2) return;
  throw new GameError(
    `${action}: play a Destination icon ${destination.join(" or ")}, or any two Destination icons in its place (${RULE}), not ${dests.length ? dests.join(", ") : "none"}`,
  );
}
