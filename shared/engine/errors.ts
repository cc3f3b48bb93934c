// An illegal action. The message says, in a player's words, what is wrong and
// which rule forbids it (e.g. "1830 6.2: ..."); the game is left unchanged.
export class GameError extends Error {
  override readonly name = "GameError";
}

/** Throws a GameError unless the condition holds. */
export function require(condition: unknown, message: string): asserts condition {
  if (!condition) throw new GameError(message);
}
