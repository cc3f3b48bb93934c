// The lobby: open a table, join one, or import a game from 18xx.games.
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { TITLES } from "../../shared/games/titles.ts";
import { maxPlayersWith, tickOption, withDefaults, type RuleOption } from "../../shared/engine/options.ts";
import { createGame, importGame, listOpenGames, listTitles, type LobbyTable } from "./api.ts";
import { seatTokens } from "./seat-tokens.ts";
import { navigate } from "./app.tsx";
import { RailwaysLobby } from "./railways/lobby.tsx";
import { MyTables } from "./my-tables.tsx";

export function Lobby() {
  const title = useSignal(TITLES[0]!.id);
  const name = useSignal(localStorage.getItem("name") ?? "Player 1");
  const seats = useSignal(4);
  const rules = useSignal<string[]>([]);
  const isPublic = useSignal(true);
  const hotseat = useSignal(false);
  /** How many seats bots play (the last ones): 18xx titles only. */
  const bots = useSignal(0);
  const busy = useSignal(false);
  /** What an import under way is doing (a long log takes the room a moment to replay). */
  const importing = useSignal<string | null>(null);
  const error = useSignal<string | null>(null);
  const tables = useSignal<LobbyTable[] | null>(null);
  const info = TITLES.find((t) => t.id === title.value)!;
  // The chosen title's options, as the server lists them (null until then): the lobby loads no title's rules.
  const optionList = useSignal<readonly RuleOption[] | null>(null);
  useEffect(() => {
    let current = true;
    optionList.value = null;
    void listTitles()
      .then((listed) => {
        if (!current) return;
        const options = listed.find((t) => t.id === title.value)?.options ?? [];
        optionList.value = options;
        rules.value = withDefaults(options, []);
      })
      .catch((e: Error) => current && (error.value = `Could not load this game's options: ${e.message}`));
    return () => void (current = false);
  }, [title.value]);
  const loading = optionList.value === null;
  const options = optionList.value ?? [];
  const solo = info.maxPlayers === 1;

  useEffect(() => {
    listOpenGames()
      .then((r) => (tables.value = r.games))
      .catch(() => (tables.value = []));
  }, []);

  /** Bots play any seat but the creator's, at titles that have one (docs/bots.md). */
  const withBots = !solo && info.bots === true;
  const botCount = withBots && !hotseat.value ? Math.max(0, Math.min(bots.value, seats.value - 1)) : 0;

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
        ...(botCount > 0 ? { bots: Array.from({ length: botCount }, (_, i) => seats.value - botCount + i) } : {}),
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

  return (
    <section class="lobby">
      <h1>Play 18xx with friends</h1>
      <form class="panel new-table" onSubmit={(e) => (e.preventDefault(), void newGame())}>
        <h2>Open a table</h2>
        <label>
          Your name <input value={name} onInput={(e) => (name.value = e.currentTarget.value)} maxLength={40} />
        </label>
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
                {t.name}
              </option>
            ))}
          </select>
        </label>
        {!solo && (
          <label>
            Players{" "}
            <input type="number" min={info.minPlayers} max={maxPlayersWith(options, rules.value, info.maxPlayers)} value={seats} onInput={(e) => (seats.value = Number(e.currentTarget.value))} />
          </label>
        )}
        {withBots && !hotseat.value && (
          <label>
            Bots{" "}
            <input type="number" min={0} max={seats.value - 1} value={bots} onInput={(e) => (bots.value = Number(e.currentTarget.value))} />
          </label>
        )}
        <label class="option">
          <input type="checkbox" checked={isPublic.value} onChange={(e) => (isPublic.value = e.currentTarget.checked)} /> Listed in the lobby
        </label>
        {!solo && (
          <label class="option">
            <input type="checkbox" checked={hotseat.value} onChange={(e) => (hotseat.value = e.currentTarget.checked)} /> Hotseat (everyone plays on
            this device)
          </label>
        )}
        {/* The options come last, after the fields that never change height: their list arrives with the
            title's rules and would push a field below it away from a finger on its way there. */}
        {loading ? (
          <p class="options-loading" role="status">
            Loading this game's options…
          </p>
        ) : (
          options.length > 0 && (
            // An option played only with another (RuleOption.requires) shows once that one is chosen (OptionList).
            <OptionList options={options} chosen={rules.value} onChange={(next) => (rules.value = next)} />
          )
        )}
        {/* Not before the options are known: the table would start without the title's default options. */}
        <button type="submit" disabled={busy.value || loading}>
          {busy.value ? "Creating…" : "New game"}
        </button>
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
 * The title's options by name, each with its rule-book section and a line on what it changes:
 * the alternatives of a group together under its heading, the other variants after them. On a
 * phone the list starts folded, its summary naming what is chosen.
 */
function OptionList({ options: all, chosen, onChange }: { options: readonly RuleOption[]; chosen: readonly string[]; onChange: (next: string[]) => void }) {
  // An option played only with another (RuleOption.requires) shows once that one is chosen: a scenario's own
  // choices with the scenario, 1830 V-1.8's auction variants with the buy-bid & auction. A tick sees them all.
  const options = all.filter((o) => o.requires === undefined || chosen.includes(o.requires));
  const groups = [...new Set(options.flatMap((o) => (o.group ? [o.group] : [])))];
  const loose = options.filter((o) => !o.group);
  const narrow = typeof matchMedia === "function" && matchMedia("(max-width: 600px)").matches;
  const names = options.filter((o) => chosen.includes(o.id)).map((o) => o.name);
  const item = (option: RuleOption) => (
    <label key={option.id} class="option" data-option={option.id}>
      <input
        type={option.group ? "radio" : "checkbox"}
        name={option.group}
        checked={chosen.includes(option.id)}
        onChange={(e) => onChange(tickOption(all, chosen, option.id, e.currentTarget.checked))}
      />{" "}
      <strong>{option.name}</strong>
      {option.section && <span class="section"> ({option.section})</span>}: {option.summary}
    </label>
  );
  return (
    <details class="options" open={!narrow}>
      <summary>
        Options{names.length ? `: ${names.join(", ")}` : ""}
      </summary>
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
