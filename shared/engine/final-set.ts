// [final set] The game's end after the last phase (TitleData.endsAfterLastPhase, 18xx.games' "final_phase" ended
// "one_more_full_or_set"): once the last phase begins, the set of operating rounds under way (or about to start) is
// played out, then one more set, and the game ends with that set's last round. A title may fix how many operating
// rounds are left from the one in which the phase began (1817: three after its first 8-train's), the final set made
// as long as that needs.
import type { Game } from "./game.ts";

/** The round under way when the last phase begins: an operating round (or a round of its set) says which of its set. */
interface SetRound {
  readonly setNumber?: number;
  readonly index?: number;
  readonly total?: number;
}

/** The last phase has begun: the next set of operating rounds is the game's last (logged once). */
export function lastPhaseBegan(game: Game): void {
  const rule = game.data.endsAfterLastPhase;
  if (!rule || game.finalSet) return;
  // Operating rounds are numbered after the stock round before them: the set under way, or the one the stock round opens.
  const number = game.stockRoundNumber + 1;
  const round = game.round as SetRound;
  const inSet = round.setNumber === game.stockRoundNumber && round.index !== undefined && round.total !== undefined;
  // Rounds still to play in this set after the current one.
  const left = inSet ? round.total! - round.index! : 0;
  const operatingRounds = rule.operatingRounds === undefined ? game.phase.operatingRounds : Math.max(1, rule.operatingRounds - left);
  game.finalSet = { number, operatingRounds };
  game.log(`The last phase has begun: the game ends after the set of operating rounds ${number} (${operatingRounds} operating round${operatingRounds === 1 ? "" : "s"})`);
}

/** How many operating rounds a set starting now has: the phase's, or the final set's. */
export function operatingRoundsOfSet(game: Game, setNumber: number): number {
  return game.finalSet?.number === setNumber ? game.finalSet.operatingRounds : game.phase.operatingRounds;
}

/** Whether the game ends once this set of operating rounds is over. */
export function endsWithSet(game: Game, setNumber: number): boolean {
  return game.finalSet?.number === setNumber;
}
