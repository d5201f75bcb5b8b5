const rules = new Intl.PluralRules('en-US');

/** The word in the form English uses for `count`: 'note' for 1, 'notes' otherwise (`other` when not just an s). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** The count and its word: '1 note', '3 notes', '0 notes'; '2 thank yous' with `other`. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
