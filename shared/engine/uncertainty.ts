// 1830+ S-5.2 "The Phases (3.0) & Uncertainty Tokens" (TitleData.economicUncertainty): once the first
// 5-train is on sale the Economic Uncertainty tokens are shuffled face down; each purchase of a new
// 5-train from the bank flips one at random (the game's seed), which the log shows. "Short runs": until
// the purchasing railroad has completed its next operating turn, every train of every railroad runs as
// if half its size, rounded up (Depot.range). "Retain revenue": until then, that railroad withholds all
// its revenue. "No change": nothing. The tokens not flipped when the last 5-train is bought leave the game.
import type { Corporation } from "./entities.ts";
import type { Game } from "./game.ts";
import type { Train } from "./trains.ts";
import type { UncertaintyKind } from "./title.ts";

const RULE = "1830 S-5.2 3.0";

/** A flipped token on a railroad's charter, until that railroad completes its next operating turn. */
export interface UncertaintyToken {
  kind: Exclude<UncertaintyKind, "no change">;
  corporation: string;
  /** Placed in the turn under way, which is not the "next" one. */
  placedThisTurn: boolean;
}

/** The tokens face down, those in play, and the trains that have flipped one. */
export interface UncertaintyState {
  readonly faceDown: UncertaintyKind[];
  readonly inPlay: UncertaintyToken[];
  readonly flippedFor: Set<string>;
}

export function uncertaintyState(game: Game): UncertaintyState | null {
  const rule = game.data.economicUncertainty;
  if (!rule) return null;
  return { faceDown: [...rule.tokens], inPlay: [], flippedFor: new Set() };
}

/** After a purchase from the bank: a new train of the rule's type flips a token for the purchasing railroad. */
export function flipUncertaintyToken(game: Game, corp: Corporation, train: Train): void {
  const state = game.uncertainty;
  const rule = game.data.economicUncertainty;
  if (!state || !rule || train.name !== rule.train || state.flippedFor.has(train.id) || !state.faceDown.length) return;
  state.flippedFor.add(train.id);
  const [kind] = state.faceDown.splice(game.rng.fairBelow(state.faceDown.length), 1);
  if (kind === "no change") {
    game.log(`${corp.sym}'s ${train.name}-train flips the Economic Uncertainty token "no change" (${RULE})`);
  } else {
    state.inPlay.push({ kind: kind!, corporation: corp.sym, placedThisTurn: true });
    const effect =
      kind === "short runs" ? "every train runs as if half its size, rounded up," : `${corp.sym} must retain all its revenue`;
    game.log(`${corp.sym}'s ${train.name}-train flips the Economic Uncertainty token "${kind}": ${effect} until ${corp.sym} has completed its next operating turn (${RULE})`);
  }
  const more = [...game.depot.upcoming, ...game.depot.reserve].some((t) => t.name === rule.train);
  if (!more && state.faceDown.length) {
    const left = state.faceDown.length > 1 ? `tokens (${state.faceDown.join(", ")}) leave` : `token (${state.faceDown[0]}) leaves`;
    game.log(`The last ${rule.train}-train is bought: the unflipped ${left} the game (${RULE})`);
    state.faceDown.length = 0;
  }
  settleRange(game);
}

/** At the end of a railroad's operating turn: its tokens from an earlier turn leave play. */
export function endUncertaintyTurn(game: Game, corp: Corporation): void {
  const state = game.uncertainty;
  if (!state) return;
  for (const token of [...state.inPlay]) {
    if (token.corporation !== corp.sym) continue;
    if (token.placedThisTurn) {
      token.placedThisTurn = false;
      continue;
    }
    state.inPlay.splice(state.inPlay.indexOf(token), 1);
    game.log(`${corp.sym} has completed its next operating turn: the "${token.kind}" token leaves play (${RULE})`);
  }
  settleRange(game);
}

/** "Retain revenue" on this railroad's charter: it may not pay dividends. */
export function mustRetainRevenue(game: Game, corp: Corporation): boolean {
  return game.uncertainty?.inPlay.some((t) => t.kind === "retain revenue" && t.corporation === corp.sym) ?? false;
}

/** The trains' range follows the "short runs" token. */
function settleRange(game: Game): void {
  game.depot.range.halved = game.uncertainty?.inPlay.some((t) => t.kind === "short runs") ?? false;
}

/** Title.operatingParts.uncertainty: what the game and the operating round ask of the tokens, named by a title that plays them (issue #40, 11). */
export const UNCERTAINTY = { state: uncertaintyState, flip: flipUncertaintyToken, endTurn: endUncertaintyTurn, mustRetain: mustRetainRevenue } as const;
