// Counters in the bench: a table's four life totals after 2,000 taps; the tap is section 8's.
export default {
	id: 'counters',
	screen: 'counters, 4 counters, 2,000 taps',
	fixture: ['makeSession', 2000, 4],
	path: (id) => `/s/${id}`,
	ready: () => document.querySelectorAll('output').length >= 4,
	actions: []
};
