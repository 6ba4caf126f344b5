import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTeam } from '@/lib/content/team';
import { monogram } from '@/lib/format';
import { contentErrorOf, frontMatter, member, tempTree, words, type TempTree } from './fixtures';

let tree: TempTree;
beforeEach(() => {
  tree = tempTree();
});
afterEach(() => tree.remove());

describe('loadTeam', () => {
  it('loads members in display order with their rendered bio', () => {
    tree.write('team/maria-alvarez.md', frontMatter({ ...member, order: 2 }, words(80)));
    tree.write('team/david-okafor.md', frontMatter({ ...member, name: 'David Okafor', order: 1 }, words(70)));
    const team = loadTeam(tree.root + '/team');
    expect(team.map((m) => m.slug)).toEqual(['david-okafor', 'maria-alvarez']);
    expect(team[1]?.bio.wordCount).toBe(80);
  });

  it.each([
    ['a missing role', { ...member, role: undefined }, words(80), 'role'],
    ['languages that are not a list', { ...member, languages: 'Spanish' }, words(80), 'languages'],
    ['an order below 1', { ...member, order: 0 }, words(80), 'order'],
    ['an unknown field', { ...member, photo: 'me.jpg' }, words(80), 'photo'],
    ['a bio that is too short', member, words(20), 'body: the bio must be 60–120 words (has 20)'],
    ['a bio that is too long', member, words(150), 'has 150'],
  ])('rejects %s, naming the file and field', (_case, data, body, problem) => {
    const file = tree.write('team/maria-alvarez.md', frontMatter(data, body));
    const error = contentErrorOf(() => loadTeam(tree.root + '/team'));
    expect(error.file).toBe(file);
    expect(error.message).toContain(problem);
  });

  it('rejects a duplicate order, naming both files', () => {
    tree.write('team/a-person.md', frontMatter(member, words(80)));
    tree.write('team/b-person.md', frontMatter(member, words(80)));
    const error = contentErrorOf(() => loadTeam(tree.root + '/team'));
    expect(error.file).toContain('b-person.md');
    expect(error.message).toMatch(/order: duplicate order "1", already used by .*a-person\.md/);
  });

  it('rejects a file name that is not a kebab-case slug', () => {
    tree.write('team/Maria_Alvarez.md', frontMatter(member, words(80)));
    expect(contentErrorOf(() => loadTeam(tree.root + '/team')).message).toContain('kebab-case');
  });

  it('rejects a file without front matter', () => {
    tree.write('team/maria-alvarez.md', words(80));
    expect(contentErrorOf(() => loadTeam(tree.root + '/team')).message).toContain('missing front matter');
  });
});

describe('monogram', () => {
  it.each([
    ['Maria Alvarez', 'MA'],
    ['Mei-Lin Chou', 'MC'],
    ['Tomasz Wiśniewski', 'TW'],
    ['Plato', 'P'],
  ])('%s → %s', (name, initials) => {
    expect(monogram(name)).toBe(initials);
  });
});
