/**
 * The attack a player is entering on one deck, before its first draw: the numbers, the
 * advantage sources, step 1, and the targets in order. Screen state only (nothing is recorded
 * until a draw); the rules it needs — the mode, a monster's attack, what an attack leaves of
 * its targets — are the rules modules' own.
 */
import type { AttackStart } from '../commands';
import {
	attackMode,
	monsterAttack,
	targetsAfter,
	type StepOneOrder,
	type TargetEntry,
	type TargetOutcome
} from '../rules';

const emptyTarget = (): TargetEntry => ({ name: '', hp: 0, shield: 0, poisoned: false, adjacent: false });

export class AttackDraft {
	/** The monster deck's attack (stat sheet ± X); its targets are characters. */
	readonly monster: boolean;
	/** 攻撃X of a character's attack. */
	attackValue = $state(2);
	/** A monster's stat sheet (通常 / 上級) and the ability card's ±X. */
	sheetNormal = $state(2);
	sheetElite = $state(3);
	elite = $state(false);
	abilityX = $state(0);
	bonus = $state(0);
	/** Step 1 doubles the attack (an ability); the player's order when it matters. */
	doubled = $state(false);
	order = $state<StepOneOrder | undefined>(undefined);
	pierce = $state(0);
	advantages = $state(0);
	disadvantages = $state(0);
	/** 射程あり: an adjacent target draws at one more disadvantage. */
	ranged = $state(false);
	targets = $state<TargetEntry[]>([emptyTarget()]);
	/** Stop after the card is seen, for a shield bonus or a reduction before the damage is recorded. */
	reduceAfter = $state(false);

	constructor(monster: boolean) {
		this.monster = monster;
		// A monster attacks characters, who may play a card or an item after seeing the damage.
		this.reduceAfter = monster;
	}

	/** 攻撃X: a monster's from its stat sheet ± the ability card's X. */
	readonly attack = $derived.by(() =>
		this.monster
			? monsterAttack({ normal: this.sheetNormal, elite: this.sheetElite }, this.elite, this.abilityX)
			: this.attackValue
	);
	/** The attack's mode from its sources (a target's own adds its adjacency: `targetMode`). */
	readonly mode = $derived(
		attackMode({ advantages: this.advantages, disadvantages: this.disadvantages, rangedAdjacent: false })
	);

	/** The intent of a new attack, as the commands take it. */
	readonly start: AttackStart = $derived({
		attack: this.attack,
		...(this.bonus ? { bonus: this.bonus } : {}),
		pierce: this.pierce,
		mode: this.mode,
		...(this.ranged ? { ranged: true } : {}),
		...(this.doubled ? { doubled: true } : {}),
		...(this.doubled && this.order ? { order: this.order } : {}),
		targets: this.targets.map((t) => {
			const name = t.name.trim();
			return {
				...(name ? { name } : {}),
				...(t.hp > 0 ? { hp: t.hp } : {}),
				shield: t.shield,
				poisoned: t.poisoned,
				...(this.ranged && t.adjacent ? { adjacent: true } : {})
			};
		})
	});

	addTarget(): void {
		this.targets.push(emptyTarget());
	}

	updateTarget(i: number, patch: Partial<TargetEntry>): void {
		const t = this.targets[i];
		if (t) this.targets[i] = { ...t, ...patch };
	}

	removeTarget(i: number): void {
		if (this.targets.length > 1) this.targets.splice(i, 1);
	}

	/**
	 * The attack is over: its targets as it left them become the next attack's (`targetsAfter`).
	 * `attacked` are the targets the attack was drawn for (the plan's, or this form's).
	 */
	settle(attacked: readonly TargetEntry[], outcomes: readonly TargetOutcome[]): void {
		this.targets = targetsAfter(attacked, outcomes);
	}
}
