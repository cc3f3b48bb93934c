// The lobby: open a table, join one, or import a game from 18xx.games.
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { TITLES } from "../../shared/games/titles.ts";
import { invalidChoice, maxPlayersWith, minPlayersWith, tickOption, withDefaults, type RuleOption } from "../../shared/engine/options.ts";
import { createGame, importGame, listOpenGames, listTitles, type LobbyTable } from "./api.ts";
import { seatTokens } from "./seat-tokens.ts";
import { BotKindChoice } from "./bot-kind.tsx";
import type { BotKind } from "../../shared/protocol.ts";
import { navigate } from "./app.tsx";
import { RailwaysLobby } from "./railways/lobby.tsx";
import { MyTables } from "./my-tables.tsx";
import { HOW_TO_PLAY, howToPlayPath } from "./how-to-play-titles.ts";

export function Lobby() {
  const title = useSignal(TITLES[0]!.id);
  const name = useSignal(localStorage.getItem("name") ?? "Player 1");
  const seats = useSignal(4);
  const rules = useSignal<string[]>([]);
  const isPublic = useSignal(true);
  const hotseat = useSignal(false);
  /** How many seats bots play (the last ones): 18xx titles only. */
  const bots = useSignal(0);
  /** The kind of each bot, by seat index ("easy" where not chosen). */
  const botKinds = useSignal<Record<number, BotKind>>({});
  const busy = useSignal(false);
  /** What an import under way is doing (a long log takes the room a moment to replay). */
  const importing = useSignal<string | null>(null);
  const error = useSignal<string | null>(null);
  const tables = useSignal<LobbyTable[] | null>(null);
  const info = TITLES.find((t) => t.id === title.value)!;
  // The chosen title's options, as the server lists them (null until then): the lobby loads no title's rules.
  const optionList = useSignal<{ title: string; options: readonly RuleOption[] } | null>(null);
  useEffect(() => {
    let current = true;
    const chosen = title.value;
    void listTitles()
      .then((listed) => {
        if (!current) return;
        const options = listed.find((t) => t.id === chosen)?.options ?? [];
        optionList.value = { title: chosen, options };
        rules.value = withDefaults(options, []);
      })
      .catch((e: Error) => current && (error.value = `Could not load this game's options: ${e.message}`));
    return () => void (current = false);
  }, [title.value]);
  // Loading until the list is the chosen title's (another title's options must never open this one's table).
  const loading = optionList.value?.title !== title.value;
  const options = loading ? [] : optionList.value!.options;
  const solo = info.maxPlayers === 1;
  // The players the chosen options allow (1830's Base Game: up to 7; 1846's two-player variant: 2 only); the seats follow.
  const fewest = minPlayersWith(options, rules.value, info.minPlayers);
  const most = maxPlayersWith(options, rules.value, info.maxPlayers);
  useEffect(() => {
    if (!loading && !solo) seats.value = Math.min(most, Math.max(fewest, seats.value));
  }, [fewest, most, loading]);

  useEffect(() => {
    listOpenGames()
      .then((r) => (tables.value = r.games))
      .catch(() => (tables.value = []));
  }, []);

  /** Bots play any seat but the creator's, at titles that have one (docs/bots.md). */
  const withBots = !solo && info.bots === true;
  const botCount = withBots && !hotseat.value ? Math.max(0, Math.min(bots.value, seats.value - 1)) : 0;
  const botSeats = Array.from({ length: botCount }, (_, i) => seats.value - botCount + i);

  async function newGame() {
    busy.value = true;
    error.value = null;
    try {
      localStorage.setItem("name", name.value);
      const created = await createGame({
        title: title.value,
        name: name.value,
        seats: solo ? 1 : seats.value,
        options: { optional_rules: rules.value },
        public: isPublic.value,
        hotseat: !solo && hotseat.value,
        ...(botCount > 0 ? { bots: botSeats, botKinds: botSeats.map((s) => botKinds.value[s] ?? "easy") } : {}),
      });
      seatTokens.set(created.id, created.seat.token);
      navigate(`/g/${created.id}`);
    } catch (e) {
      error.value = `Could not create the game: ${(e as Error).message}`;
    } finally {
      busy.value = false;
    }
  }

  async function importFile(file: File) {
    busy.value = true;
    error.value = null;
    try {
      const game = JSON.parse(await file.text()) as { actions?: unknown[] };
      // A long game takes the room a moment to replay: say what is happening.
      importing.value = `Importing ${file.name}: replaying its ${game.actions?.length ?? 0} log entries…`;
      const imported = await importGame(game);
      seatTokens.set(imported.id, imported.seat.token);
      navigate(`/g/${imported.id}`);
    } catch (e) {
      error.value = `Could not import the game: ${(e as Error).message}`;
    } finally {
      busy.value = false;
      importing.value = null;
    }
  }

  // The ruleset (1830's Classic, Base Game, 1830+ scenarios) is a short choice of its own; the rest are house rules.
  const rulesets = options.filter((o) => o.group === "ruleset");
  const ruleset = rulesets.find((o) => rules.value.includes(o.id));
  const houseRules = options.filter((o) => o.group !== "ruleset");
  const preset = as18xxGames(options, rules.value);

  return (
    <section class="lobby">
      <h1>Play 18xx with friends</h1>
      <form class="panel new-table" data-ready={loading ? undefined : title.value} onSubmit={(e) => (e.preventDefault(), void newGame())}>
        <h2>Open a table</h2>
        <div class="fields">
          <label>
            Game{" "}
            <select
              value={title}
              onChange={(e) => {
                title.value = e.currentTarget.value;
                rules.value = [];
              }}
            >
              {TITLES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}: {t.players}
                  {t.beingBuilt ? " (being built)" : ""}
                </option>
              ))}
            </select>
          </label>
          <p class="title-facts" data-title-facts={info.id}>
            {info.players}; {info.length}.{" "}
            {info.beingBuilt && <strong class="being-built">{info.beingBuilt}.</strong>}{" "}
            {HOW_TO_PLAY.has(info.id) && (
              <a href={howToPlayPath(info.id)} onClick={(e) => (e.preventDefault(), navigate(howToPlayPath(info.id)))}>
                How to play {info.id}
              </a>
            )}
          </p>
          {!solo && (
            <label>
              Players{" "}
              <input type="number" min={fewest} max={most} value={seats} onInput={(e) => (seats.value = Number(e.currentTarget.value))} />
            </label>
          )}
          {withBots && !hotseat.value && (
            <label>
              Bots{" "}
              <input type="number" min={0} max={seats.value - 1} value={bots} onInput={(e) => (bots.value = Number(e.currentTarget.value))} />
            </label>
          )}
          {botSeats.map((s) => (
            <BotKindChoice key={s} label={`Bot in seat ${s + 1}`} kind={botKinds.value[s] ?? "easy"} onChange={(kind) => (botKinds.value = { ...botKinds.value, [s]: kind })} />
          ))}
          <label>
            Your name <input value={name} onInput={(e) => (name.value = e.currentTarget.value)} maxLength={40} />
          </label>
        </div>
        <div class="fields">
          <label class="option">
            <input type="checkbox" checked={isPublic.value} onChange={(e) => (isPublic.value = e.currentTarget.checked)} /> Listed in the lobby
          </label>
          {!solo && (
            <label class="option">
              <input type="checkbox" checked={hotseat.value} onChange={(e) => (hotseat.value = e.currentTarget.checked)} /> Hotseat (everyone plays on
              this device)
            </label>
          )}
        </div>
        {/* The options come after the fields that never change height: their list arrives with the title's
            rules and would push a field below it away from a finger on its way there. */}
        {loading ? (
          <p class="options-loading" role="status">
            Loading this game's options…
          </p>
        ) : (
          rulesets.length > 0 && (
            <div class="ruleset">
              <label>
                Rules{" "}
                <select value={ruleset?.id} onChange={(e) => (rules.value = tickOption(options, rules.value, e.currentTarget.value, true))}>
                  {rulesets.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </label>
              {ruleset && <p class="ruleset-plain" data-ruleset={ruleset.id}>{ruleset.plain ?? ruleset.summary}</p>}
            </div>
          )
        )}
        {/* Not before the options are known: the table would start without the title's default options. */}
        <button type="submit" class="new-game" disabled={busy.value || loading}>
          {busy.value ? "Creating…" : "New game"}
        </button>
        {!loading && houseRules.length > 0 && (
          // An option played only with another (RuleOption.requires) shows once that one is chosen (OptionList).
          <OptionList options={options} shown={houseRules} chosen={rules.value} onChange={(next) => (rules.value = next)} preset={preset} />
        )}
      </form>
      {error.value && (
        <p class="error" role="alert">
          {error.value}
        </p>
      )}
      <MyTables />
      <RailwaysLobby name={name.value} />
      <section class="panel">
        <h2>Open tables</h2>
        {tables.value === null ? (
          <p>Loading…</p>
        ) : tables.value.length === 0 ? (
          <p>No open tables right now. Open one!</p>
        ) : (
          <ul class="tables">
            {tables.value.map((t) => (
              <li key={t.id}>
                <a href={`/g/${t.id}`} onClick={(e) => (e.preventDefault(), navigate(`/g/${t.id}`))}>
                  {t.title}
                </a>{" "}
                — {t.players.join(", ")} ({t.players.length}/{t.seats} seats)
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="panel">
        <h2>Import a game</h2>
        <label>
          An 18xx.games game file (JSON){" "}
          <input type="file" accept="application/json,.json" disabled={busy.value} onChange={(e) => e.currentTarget.files?.[0] && void importFile(e.currentTarget.files[0])} />
        </label>
        {importing.value && (
          <p class="progress" aria-live="polite">
            {importing.value}
          </p>
        )}
      </section>
    </section>
  );
}

/** A group id as a heading: "auction_bidding" -> "Auction bidding". */
const groupTitle = (group: string) => (group.charAt(0).toUpperCase() + group.slice(1)).replace(/_/g, " ");

/**
 * The "as on 18xx.games" preset: the choice with the options 18xx.games plays (RuleOption.as18xxGames) ticked,
 * those that can be played with this choice; null where the title has none.
 */
function as18xxGames(options: readonly RuleOption[], chosen: readonly string[]): { on: boolean; apply(): string[] } | null {
  const habits = options.filter((o) => o.as18xxGames);
  if (habits.length === 0) return null;
  const apply = () => habits.reduce((choice, o) => {
    const next = tickOption(options, choice, o.id, true);
    return invalidChoice(options, next, "the preset") === null ? next : choice;
  }, [...chosen]);
  return { on: apply().every((id) => chosen.includes(id)), apply };
}

/**
 * The house rules, folded: each by name and what it changes in plain words, its rule-book section a small
 * reference; the alternatives of a group together under its heading, the other variants after them. The
 * summary names the choices that differ from the rule book's (a group's default is the book's own).
 */
function OptionList({
  options: all,
  shown,
  chosen,
  onChange,
  preset,
}: {
  options: readonly RuleOption[];
  shown: readonly RuleOption[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  preset: ReturnType<typeof as18xxGames>;
}) {
  // An option played only with another (RuleOption.requires) shows once that one is chosen: a scenario's own
  // choices with the scenario, 1830 V-1.8's auction variants with the buy-bid & auction. A tick sees them all.
  const options = shown.filter((o) => o.requires === undefined || chosen.includes(o.requires));
  const groups = [...new Set(options.flatMap((o) => (o.group ? [o.group] : [])))];
  const loose = options.filter((o) => !o.group);
  const changed = options.filter((o) => chosen.includes(o.id) && !o.default).map((o) => o.name);
  const item = (option: RuleOption) => (
    <label key={option.id} class="option" data-option={option.id}>
      <input
        type={option.group ? "radio" : "checkbox"}
        name={option.group}
        checked={chosen.includes(option.id)}
        onChange={(e) => onChange(tickOption(all, chosen, option.id, e.currentTarget.checked))}
      />{" "}
      <strong>{option.name}</strong>: {option.plain ?? option.summary}
      {option.section && <small class="section"> (rule book {option.section})</small>}
    </label>
  );
  return (
    <details class="options">
      <summary>House rules: {changed.length ? changed.join(", ") : "none, as the rule book"}</summary>
      {preset && (
        <p class="preset">
          <button type="button" class="pass" aria-pressed={preset.on} onClick={() => onChange(preset.apply())}>
            As on 18xx.games
          </button>{" "}
          The choices 18xx.games plays, for players who want their habits.
        </p>
      )}
      {groups.map((group) => (
        <fieldset key={group} data-option-group={group}>
          <legend>{groupTitle(group)}</legend>
          {options.filter((o) => o.group === group).map(item)}
        </fieldset>
      ))}
      {loose.length > 0 && (
        <fieldset>
          <legend>Variants</legend>
          {loose.map(item)}
        </fieldset>
      )}
    </details>
  );
}
