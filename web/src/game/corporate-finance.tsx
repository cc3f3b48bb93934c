// The controls of a corporation's loans, shorts, conversions and mergers, and of a private put into a corporation
// being formed ([loans], [shorts], [merger and conversion round], [auctioned starts]: 1817's): a chunk of their own,
// fetched where one of their moves is legal (actions.tsx), so that no other title's page carries them (issue #40, 11).
import { Corporation, type Entity } from "../../../shared/engine/entities.ts";
import type { Game } from "../../../shared/engine/game.ts";
import type { LegalAction } from "../../../shared/engine/legal.ts";
import { interestRate, shareCount } from "../../../shared/engine/loans.ts";
import { MergerPreview } from "./merger-preview.tsx";

/** A corporation's loans, shorts, conversions and mergers, and the privates put into a corporation being formed (1817's). */
export function Finance({ game, entity, legal, send }: { game: Game; entity: Entity; legal: readonly LegalAction[]; send: (a: Record<string, unknown>) => void }) {
  const loan = game.data.loans?.value ?? 0;
  const corp = entity instanceof Corporation ? entity : null;
  return (
    <>
      {legal.map((l) => {
        switch (l.type) {
          case "take_loan":
            return (
              <button key="take_loan" onClick={() => send({ type: "take_loan", loan: l.loan })}>
                Take a loan of {game.money(loan)} (interest {interestRate(game)}% a round; {corp?.loans ?? 0} taken)
              </button>
            );
          case "payoff_loan":
            return (
              <button key="payoff_loan" onClick={() => send({ type: "payoff_loan", loan: l.loan })}>
                Repay a loan of {game.money(loan)}
              </button>
            );
          case "short":
            return (
              <button key={`short${l.corporation}`} onClick={() => send({ type: "short", corporation: l.corporation })}>
                Short a share of {l.corporation} for {game.money(l.price)}
              </button>
            );
          case "convert":
            return (
              <button key="convert" onClick={() => send({ type: "convert" })}>
                Convert {corp?.sym} to {corp && shareCount(corp) <= 2 ? 5 : 10} shares
              </button>
            );
          case "merge":
            return <Merge key={`merge${l.corporation}`} game={game} corp={corp} partner={l.corporation} send={send} />;
          case "assign":
            return l.target_type === "company" ? (
              <button key={`assign${l.target}`} onClick={() => send({ type: "assign", target: l.target, target_type: "company" })}>
                Put {game.company(l.target).def.name} into the corporation
              </button>
            ) : null;
          default:
            return null;
        }
      })}
    </>
  );
}

/** [merger and conversion round] The merger of the corporation to act with another of its size, and what it would make. */
function Merge({ game, corp, partner, send }: { game: Game; corp: Corporation | null; partner: string; send: (a: Record<string, unknown>) => void }) {
  return (
    <div class="merge-choice">
      <button onClick={() => send({ type: "merge", corporation: partner })}>Merge with {partner}</button>
      {corp && <MergerPreview game={game} corp={corp} target={game.corporation(partner)} />}
    </div>
  );
}
