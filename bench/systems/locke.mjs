// 超人ロック in the bench: the combat tab of a 3-hour game (~3,000 events) that ends in combat; the
// attack record tap is section 9's (in a profile of its own and in the full one).
export default {
	id: 'locke',
	screen: 'Locke combat tab, 3-hour log',
	fixture: ['makeLockeSession', true],
	path: (id) => `/s/${id}`,
	ready: () => {
		const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
			(t) => t.textContent?.trim() === '戦闘'
		);
		const panel = tab && document.querySelector(`[role="tabpanel"][aria-labelledby="${tab.id}"]`);
		// Painted = the tab's own content, not the 「読み込み中…」 of a tab whose code is still loading.
		return !!panel && panel.childElementCount > 0 && !panel.querySelector('[aria-busy="true"]');
	},
	actions: []
};
