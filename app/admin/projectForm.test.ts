import { describe, expect, it } from 'vitest';
import { PROJECT_ID_LIKE_NAME } from '../../sync/contract/projectIds';
import { clientOptions, OTHER_CLIENT } from './clientOptions';
import { blankProjectForm, ProjectFormSchema } from './projectFormSchema';

const messages = (input: unknown) =>
  ProjectFormSchema.safeParse(input).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('clientOptions', () => {
  it('offers the clients the database holds, once each, then Other Client', () => {
    expect(clientOptions(['Harbor Bank', 'Meridian Capital', 'Atlas Fund', 'Harbor Bank'])).toEqual(
      [
        { value: 'Atlas Fund', label: 'Atlas Fund' },
        { value: 'Harbor Bank', label: 'Harbor Bank' },
        { value: 'Meridian Capital', label: 'Meridian Capital' },
        { value: OTHER_CLIENT, label: 'Other Client' },
      ],
    );
  });

  it('offers only Other Client when there are no projects yet', () => {
    expect(clientOptions([])).toEqual([{ value: OTHER_CLIENT, label: 'Other Client' }]);
  });
});

describe('ProjectFormSchema (spec section 5)', () => {
  it('starts with three blank questions and no client', () => {
    expect(blankProjectForm()).toMatchObject({ clientChoice: '', baseQuestions: ['', '', ''] });
  });

  it("gives the spec's messages for an empty form", () => {
    expect(messages(blankProjectForm())).toEqual([
      ['name', 'Project name is required'],
      ['clientChoice', 'Client is required'],
      ['baseQuestions.0', 'Question cannot be empty'],
      ['baseQuestions.1', 'Question cannot be empty'],
      ['baseQuestions.2', 'Question cannot be empty'],
    ]);
  });

  it('asks for a name when the client is Other Client', () => {
    const form = { ...blankProjectForm(), name: 'P', clientChoice: OTHER_CLIENT };
    form.baseQuestions = ['Why?'];
    expect(messages({ ...form, otherClient: '  ' })).toEqual([
      ['otherClient', 'Client is required'],
    ]);
    expect(messages({ ...form, otherClient: 'prj_atlas' })).toEqual([
      ['otherClient', PROJECT_ID_LIKE_NAME],
    ]);
    expect(ProjectFormSchema.parse({ ...form, otherClient: ' Atlas Fund ' }).client).toBe(
      'Atlas Fund',
    );
  });

  it('needs at least one question', () => {
    const form = {
      ...blankProjectForm(),
      name: 'P',
      clientChoice: 'Meridian Capital',
      baseQuestions: [],
    };
    expect(messages(form)).toEqual([['baseQuestions', 'At least one question is required']]);
  });

  it('sends what the API takes: trimmed text, blank description as null, the chosen client', () => {
    const parsed = ProjectFormSchema.parse({
      name: '  Deposit pricing ',
      description: ' ',
      clientChoice: 'Harbor Bank',
      otherClient: 'ignored',
      baseQuestions: [' How do you price deposits? '],
    });
    expect(parsed).toEqual({
      name: 'Deposit pricing',
      description: null,
      client: 'Harbor Bank',
      baseQuestions: ['How do you price deposits?'],
    });
  });
});
