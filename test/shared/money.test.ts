// Money as each title writes it (TitleData.currency): 1837 is played in
// Kronen ("Kr840", as its rules write them), 1830 and 1882 in dollars. The log
// lines, the refusals and the board show it so; the actions and the state
// summary keep plain numbers.
import { describe, expect, it } from "vitest";
import { Game } from "../../shared/engine/game.ts";
import { Board as EngineBoard } from "../../shared/engine/map.ts";
import { summarize } from "../../shared/engine/replay.ts";
import { formatMoney } from "../../shared/engine/title.ts";
import { renderBoardSvg } from "../../shared/board/render.ts";
import { title1830 } from "../../shared/games/1830/index.ts";
import { title1837 } from "../../shared/games/1837/index.ts";
import { title1882 } from "../../shared/games/1882/index.ts";
import { expectRefused } from "./game-checks.ts";

const player = (id: number) => ({ entity: id, entity_type: "player" });
const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));

describe("money in the title's currency", () => {
  it("writes an amount in a currency's format, a negative one with a minus sign in front", () => {
    expect(formatMoney(120)).toBe("$120");
    expect(formatMoney(840, "Kr%s")).toBe("Kr840");
    expect(formatMoney(1.5, "Kr%s")).toBe("Kr1.5");
    expect(formatMoney(0, "Kr%s")).toBe("Kr0");
    expect(formatMoney(-5)).toBe("−$5");
    expect(formatMoney(-5, "Kr%s")).toBe("−Kr5");
    // Thousands set apart, as the rule books write them.
    expect(formatMoney(12000)).toBe("$12,000");
    expect(formatMoney(14268, "Kr%s")).toBe("Kr14,268");
    expect(formatMoney(1234567.5)).toBe("$1,234,567.5");
    expect(formatMoney(-1374, "Kr%s")).toBe("−Kr1,374");
    expect(formatMoney(999)).toBe("$999");
  });

  it("1837 is played in Kronen: its log lines and refusals say Kr", () => {
    const game = new Game(title1837, players(4), {}, 1);
    expect(game.money(840)).toBe("Kr840");
    expectRefused(game, { type: "buy_company", ...player(1), company: "BB", price: 90 }, /^1837 I\.7: BB costs Kr100$/);
    game.process({ type: "buy_company", ...player(1), company: "BB", price: 100 });
    const text = game.messages.map((m) => m.text).join("\n");
    expect(text).toMatch(/^P1 buys .* for Kr100$/m);
    expect(text).not.toContain("$");
    // The state summary keeps numbers (the bank paid BB its Kr100 as P1 paid for it).
    expect(summarize(game, 1)).toMatchObject({ bank: 12048, players: { "1": { cash: 455 } } });
  });

  it("1830 and 1882 are played in dollars", () => {
    const game = new Game(title1830, players(4), {}, 1);
    expect(game.money(120)).toBe("$120");
    expectRefused(game, { type: "bid", ...player(1), company: "CA", price: 100 }, /^C-2\.2\.1: a bid for CA must be at least \$165$/);
    game.process({ type: "bid", ...player(1), company: "SV", price: 20 });
    expect(game.messages.map((m) => m.text)).toContain("P1 buys Schuylkill Valley for $20");
    expect(game.messages.some((m) => m.text.includes("Kr"))).toBe(false);
    expect(new Game(title1882, players(4), {}, 1).money(-5)).toBe("−$5");
  });

  it("the board writes terrain costs in the title's currency", () => {
    const svg = (title: typeof title1830) => renderBoardSvg({ board: new EngineBoard(title.data, { axes: title.data.axes }), data: title.data });
    expect(svg(title1837)).toMatch(/data-cost="70">.*?>Kr70</);
    expect(svg(title1837)).not.toContain(">$70<");
    expect(svg(title1830)).toContain(">$120<");
  });
});
