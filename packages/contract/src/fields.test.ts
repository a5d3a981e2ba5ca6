import { describe, expect, it } from 'vitest';
import { ID_RANGE } from './common';
import { ZIdParamsSchema } from './common-schemas';
import { ZContactRequestSchema } from './contact';
import { ZCreateEventRequestSchema } from './event-schemas';
import { zText, ZEmailSchema, ZNameSchema, ZUsernameSchema } from './fields';
import { EMAIL_SHAPE, FIELD_MESSAGES, LIMITS } from './limits';
import { withoutTrailingSlashes } from './paths';

/**
 * Milliseconds `work` takes, the best of three. The bound the tests hold it to is far above what a
 * linear pass costs (a few ms) and far below what the quadratic patterns cost on the same input
 * (tens of seconds): a busy machine cannot make it flaky, a super-linear pattern still fails it.
 */
const timed = (work: () => unknown) => {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
};
const LINEAR_BOUND_MS = 1000;

describe('the e-mail pattern', () => {
  it('accepts ordinary addresses and refuses what has no domain, an empty label or spaces', () => {
    for (const address of ['ines.moreau@exemple.fr', 'a@b.c', 'é@exemple.fr', 'x+tag@mail.exemple.org']) expect(EMAIL_SHAPE.test(address), address).toBe(true);
    for (const address of ['a@b', 'a@b..c', 'a@.b.c', 'a@b.c.', 'a b@c.d', 'a@b@c.d', '@b.c', 'a@']) expect(EMAIL_SHAPE.test(address), address).toBe(false);
  });

  it('takes linear time on the inputs that made the former pattern quadratic', () => {
    // The former pattern took about 0.7 s on 20 000 dots and grew with the square of the length.
    for (const input of [`a@${'.'.repeat(200_000)}@`, `a@${'b.'.repeat(100_000)}@`, `a@b${'.b'.repeat(100_000)} `]) {
      expect(timed(() => EMAIL_SHAPE.test(input))).toBeLessThan(LINEAR_BOUND_MS);
    }
  });
});

describe('length before patterns', () => {
  it("refuses the issue's e-mail on its length alone: the pattern does not run", () => {
    const result = ZEmailSchema.safeParse(`a@${'.'.repeat(200_000)}@`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`L'adresse e-mail ne doit pas dépasser ${LIMITS.emailMax} caractères.`]);
  });

  it('stops at the length on the contact form and the username too', () => {
    const contact = ZContactRequestSchema.safeParse({ name: 'Inès', email: `a@${'.'.repeat(10_000)}@`, message: 'Bonjour' });
    expect(contact.error?.issues).toHaveLength(1);
    const username = ZUsernameSchema.safeParse('!'.repeat(10_000));
    expect(username.error?.issues).toHaveLength(1);
  });
});

describe('characters no text may hold', () => {
  const line = zText('Le prénom');
  const text = zText('Le message', { multiLine: true });
  const C0_AND_DEL = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), '\u007f'];
  const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'];

  it('a single-line field refuses every C0 control, DEL and a lone surrogate, wherever it is, naming the field', () => {
    for (const character of [...C0_AND_DEL, ...LONE_SURROGATES]) {
      for (const value of [character, `Inès${character}`, `${character}Inès`, `In${character}ès`]) {
        expect(
          line.safeParse(value).error?.issues.map((issue) => issue.message),
          JSON.stringify(value),
        ).toEqual(['Le prénom contient un caractère non autorisé (caractère de contrôle ou caractère invalide).']);
      }
    }
  });

  it('a text on several lines keeps tabs and line breaks, and refuses the rest', () => {
    expect(text.parse('Bonjour,\r\n\tà bientôt.\n')).toBe('Bonjour,\r\n\tà bientôt.\n');
    for (const character of [...C0_AND_DEL.filter((character) => !'\t\n\r'.includes(character)), ...LONE_SURROGATES]) {
      expect(text.safeParse(`a${character}b`).success, JSON.stringify(character)).toBe(false);
    }
  });

  it('accepts every alphabet, emoji (a surrogate pair) and the characters just outside the ranges', () => {
    for (const value of [
      'Şükrü Yılmaz-Łukasiewicz',
      'Nguyễn Thị Minh Khai',
      'محمد',
      '王小明',
      'Ελένη',
      'Пётр',
      'Inès 😀',
      '\u0080 \u00a0 \ufeff',
      '\ud83d\ude00',
    ]) {
      expect(line.parse(value)).toBe(value);
    }
  });

  it("stops at the character: the field's other checks do not add their own message", () => {
    expect(
      ZNameSchema('Le nom')
        .safeParse('\u0000')
        .error?.issues.map((issue) => issue.message),
    ).toEqual([FIELD_MESSAGES.forbiddenCharacter('Le nom')]);
    const event = ZCreateEventRequestSchema.safeParse({ title: 'Concert', description: 'Ligne 1\nLigne 2\u0000', date: '2030-01-01', location: 'Metz' });
    expect(event.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['description', FIELD_MESSAGES.forbiddenCharacter('La description')],
    ]);
  });

  it('takes linear time on a long string with a surrogate at every other place', () => {
    const input = '\ud800a'.repeat(500_000);
    expect(timed(() => line.safeParse(input))).toBeLessThan(LINEAR_BOUND_MS);
    const clean = 'é'.repeat(1_000_000);
    expect(timed(() => text.safeParse(clean))).toBeLessThan(LINEAR_BOUND_MS);
  });
});

describe('ids', () => {
  it("accept the integer column's range and nothing else", () => {
    expect(ZIdParamsSchema.parse({ id: String(ID_RANGE.max) })).toEqual({ id: ID_RANGE.max });
    expect(ZIdParamsSchema.parse({ id: '1' })).toEqual({ id: 1 });
    for (const id of [String(ID_RANGE.max + 1), '3000000000', '0', '-1', '1.5', 'abc', '']) expect(ZIdParamsSchema.safeParse({ id }).success, id).toBe(false);
  });
});

describe('trailing slashes', () => {
  it('are removed, in linear time on a long run of slashes', () => {
    expect(withoutTrailingSlashes('/events///')).toBe('/events');
    expect(withoutTrailingSlashes('/')).toBe('');
    expect(withoutTrailingSlashes('/events')).toBe('/events');
    const slashes = `${'/'.repeat(100_000)}x`;
    expect(timed(() => withoutTrailingSlashes(slashes))).toBeLessThan(LINEAR_BOUND_MS);
  });
});
